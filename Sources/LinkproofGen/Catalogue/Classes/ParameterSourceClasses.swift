import LinkproofCore

/// Where a parameter's value comes from, and what it carries: a path parameter's name
/// repeated in the query (a handler that reads "any parameter called `project`" takes the
/// query's), and a parameter whose value is a link (`javascript:`, `data:`, a foreign host),
/// which an app that loads it in a web view or follows it trusts.
extension AdversarialClass {
    /// A valid link whose path parameter's name is repeated in the query with another valid
    /// value (`/projects/a/b?project=c`, also with `&` after an existing query, in another
    /// letter case). The template reads the value from the path; a query item of another
    /// name is ignored, so the link opens exactly what it opens without it.
    static let pathParameterInQuery = AdversarialClass(.pathParameterInQuery, property: "a path parameter's name in the query changes nothing") { target in
        target.links { !$0.template.pathParameters.isEmpty && !target.manifest.dynamicLinkPrefixes.map(\.host).contains($0.template.host) }?
            .flatMap { link in
                let names = link.template.pathParameters.sorted()
                return zip(Gen.element(of: names), Gen.bool).flatMap { name, upper in
                    (link.route.parameters[name]?.validValues ?? Gen.constant("other")).map { other in
                        let written = (upper ? name.uppercased() : name) + "=" + RouteTemplate.encodedBeyondUnreserved(other)
                        return AdversarialCase(input: link.link(appending: written), expectation: link.opens)
                    }
                }
            }
    }

    /// A parameter (path or query) whose value is a link the app must not follow blindly:
    /// `javascript:`, `data:` (a script in HTML), a foreign host, a scheme-relative one, the
    /// app's own host as a prefix of a foreign one. The link opens with exactly that value if
    /// the parameter's declared type admits it (a team declares a link-valued parameter with a
    /// `pattern` that admits only its own links), and nothing opens otherwise.
    static let urlParameterScheme = AdversarialClass(.urlParameterScheme, property: "a link-valued parameter opens only what its type admits") { target in
        target.linksWithParameter.map { links in
            let host = target.declaredHosts.sorted().first ?? "example.com"
            let values = ["javascript:alert(1)", "JavaScript:alert(document.domain)", "data:text/html,<script>alert(1)</script>",
                          "https://evil.example/", "//evil.example/", "https://\(host).evil.example/", "https://evil.example@\(host)/"]
            return zip(links, Gen.element(of: values)).map { parameter, value in
                let (link, name) = parameter
                return AdversarialCase(input: link.link(withValue: value, for: name), expectation: link.expectation(withValue: value, for: name))
            }
        }
    }
}
