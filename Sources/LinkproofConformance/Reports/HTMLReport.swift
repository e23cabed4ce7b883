import LinkproofCore

/// A self-contained HTML page (no outside files or scripts): totals, counts per document and
/// scenario, filters, and a side-by-side before/after view of every difference.
struct HTMLReport {
    let report: Report

    var text: String {
        let totals = report.totals
        let failing = totals.total != totals.passed
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(report.title))</title><style>\(HTMLAssets.style)</style></head>
            <body><header><h1>\(e(report.title))</h1>
            <div class="totals"><span class="pill passed">\(totals.passed) passed</span><span class="pill differing">\(totals.differing) differing</span><span class="pill unrecorded">\(totals.unrecorded) unrecorded</span><span class="muted">\(totals.total) in all · \(e(report.beforeLabel)) → \(e(report.afterLabel))</span></div>
            \(DiffText.securityRegressions(report).map { "<p class=\"note\"><span class=\"pill security-regression\">\(e($0))</span></p>" } ?? "")\(report.notes.map { "<p class=\"note\">\(e($0))</p>" }.joined())
            </header><main>
            <section class="summaries">\(table("By document", report.byDocument))\(table("By scenario", report.byScenario))\(evidenceTable)\(kindTable)</section>
            <nav class="filters">
            <label>Status <select id="status"><option value="failing"\(failing ? " selected" : "")>not passing</option><option value="differing">differing</option><option value="unrecorded">unrecorded</option><option value="passed">passed</option><option value="all"\(failing ? "" : " selected")>all</option></select></label>
            <label>Document <select id="document"><option value="">all</option>\(report.byDocument.map { "<option>\(e($0.name))</option>" }.joined())</select></label>
            <label>Change <select id="kind"><option value="">any</option>\(report.byChangeKind.map { "<option value=\"\($0.kind.rawValue)\">\(e($0.kind.title))</option>" }.joined())</select></label>
            <label class="grow">Search <input id="search" type="search" placeholder="case id, scenario, input, note…"></label>
            <span id="shown" class="muted"></span>
            </nav>
            <section id="entries">
            """
        for entry in report.entries { page += article(entry) }
        page += "</section><p id=\"empty\" class=\"muted\" hidden>No entry matches the filters.</p></main><script>\(HTMLAssets.script)</script></body></html>\n"
        return page
    }

    private var evidenceTable: String {
        guard !report.byEvidence.isEmpty else { return "" }
        let rows = report.byEvidence.map { "<tr data-evidence=\"\(e($0.name))\"><td>\(e($0.name))</td><td class=\"n\">\($0.entries)</td></tr>" }
        return "<div class=\"card\"><h2>By evidence</h2><table><tr><th>evidence</th><th class=\"n\">cases</th></tr>\(rows.joined())</table></div>"
    }

    private var kindTable: String {
        guard !report.byChangeKind.isEmpty else { return "" }
        let rows = report.byChangeKind.map { "<tr data-kind=\"\($0.kind.rawValue)\"><td>\(e($0.kind.title))</td><td class=\"n\">\($0.entries)</td></tr>" }
        return "<div class=\"card\"><h2>Changes by kind</h2><table><tr><th>change</th><th class=\"n\">entries</th></tr>\(rows.joined())</table></div>"
    }

    private func table(_ title: String, _ rows: [(name: String, counts: Counts)]) -> String {
        guard !rows.isEmpty else { return "" }
        let body = rows.map { name, counts in
            let state = counts.differing > 0 ? "differing" : counts.unrecorded > 0 ? "unrecorded" : "passed"
            let hint = report.scenarioTitles[name].map { " title=\"\(e($0))\"" } ?? ""
            return "<tr class=\"\(state)\" data-filter=\"\(e(name))\"\(hint)><td><span class=\"dot\"></span>\(e(name))</td><td class=\"n\">\(counts.passed)</td><td class=\"n\">\(counts.differing)</td><td class=\"n\">\(counts.unrecorded)</td></tr>"
        }
        return "<div class=\"card\"><h2>\(title)</h2><div class=\"scroll\"><table><tr><th></th><th class=\"n\">passed</th><th class=\"n\">differing</th><th class=\"n\">unrecorded</th></tr>\(body.joined())</table></div></div>"
    }

    private func article(_ entry: ReportEntry) -> String {
        let kinds = Set(entry.comparisons.flatMap { $0.diff.changes.map(\.kind.rawValue) }).sorted().joined(separator: " ")
        let search = ([entry.id, entry.input, entry.note, entry.kind] + entry.scenarios).joined(separator: " ").lowercased()
        var html = "<article class=\"case \(entry.status.rawValue)\" data-status=\"\(entry.status.rawValue)\" data-document=\"\(e(entry.document))\" data-kinds=\"\(kinds)\" data-search=\"\(e(search))\">"
        html += "<h3><span class=\"pill \(entry.isSecurityRegression ? ChangeKind.securityRegression.rawValue : entry.status.rawValue)\">\(e(DiffText.headline(entry)))</span> <code>\(e(entry.id))</code></h3>"
        var about = [entry.place, entry.scenarios.isEmpty ? nil : entry.scenarios.joined(separator: ", "), entry.kind.isEmpty ? nil : entry.kind].compactMap { $0 }
        if !entry.document.isEmpty { about.insert("document \(entry.document)", at: 0) }
        if let evidence = entry.evidence { about.append("evidence: \(evidence)") }
        if !about.isEmpty { html += "<p class=\"muted\">\(e(about.joined(separator: " · ")))</p>" }
        if !entry.input.isEmpty, entry.input != entry.id { html += "<p class=\"input\"><code>\(e(entry.input))</code></p>" }
        if !entry.note.isEmpty { html += "<p class=\"note-text\">\(e(entry.note))</p>" }
        for comparison in entry.comparisons { html += self.comparison(comparison) }
        return html + "</article>\n"
    }

    private func comparison(_ comparison: Comparison) -> String {
        let before = (comparison.before?.prettyText() ?? "(nothing recorded)").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = (comparison.after?.prettyText() ?? "(absent)").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = "\(e(comparison.label)) <span class=\"muted\">\(comparison.status == .passed ? "same as recorded" : comparison.status.rawValue)</span>"
        var html = comparison.status == .passed
            ? "<details class=\"comparison\"><summary><h4>\(heading)</h4></summary>"
            : "<div class=\"comparison\"><h4>\(heading)</h4>"
        if !comparison.diff.isEmpty {
            html += "<ul class=\"changes\">" + comparison.diff.grouped.flatMap { group in
                group.changes.map { change in
                    // A change of the whole outcome is shown by the sides below.
                    let values = change.path == "$" ? "the whole decision (below)"
                        : "<code>\(e(change.path))</code> <del>\(e(change.before?.compactText ?? "(absent)"))</del> → <ins>\(e(change.after?.compactText ?? "(absent)"))</ins>"
                    return "<li><span class=\"kind \(group.kind.rawValue)\">\(e(group.kind.title))</span> \(values)</li>"
                }
            }.joined() + "</ul>"
        }
        html += "<div class=\"sides\"><div><div class=\"side-title\">\(e(report.beforeLabel))</div><pre>\(lines(before, against: after, mark: "old"))</pre></div>"
        html += "<div><div class=\"side-title\">\(e(report.afterLabel))</div><pre>\(lines(after, against: before, mark: "new"))</pre></div></div>"
        return html + (comparison.status == .passed ? "</details>" : "</div>")
    }

    /// Lines of one side; those the other side lacks are marked.
    private func lines(_ lines: [String], against other: [String], mark: String) -> String {
        let otherSet = Set(other)
        return lines.map { line in
            otherSet.contains(line) ? e(line) : "<span class=\"\(mark)\">\(e(line))</span>"
        }.joined(separator: "\n")
    }

    private func e(_ text: String) -> String { OutputEscaping.markup(text, layout: .lines) }
}
