import Foundation

/// A team's manifest with every AASA file and statement list it names (an `aasa` string, an
/// `android.assetLinks` value: paths relative to the manifest's folder) read in, so that it
/// stands alone: what a manifest-driven target's corpus folder keeps as `manifest.json`, beside
/// the regressions it judges (as `Scripts/inline-manifest` writes it for Linkproof's own corpus).
struct InlinedManifest {
    /// The manifest as JSON objects.
    let value: NSDictionary

    init(file path: String) throws(UsageError) {
        let folder = (path as NSString).deletingLastPathComponent
        func read(_ file: String) throws(UsageError) -> Any {
            let full = file.hasPrefix("/") ? file : folder + "/" + file
            _ = try FuzzLayout.confined(full, naming: "a file the manifest names,")
            guard let data = FileManager.default.contents(atPath: full), let value = try? JSONSerialization.jsonObject(with: data) else {
                throw UsageError("\(full): not readable JSON")
            }
            return value
        }
        guard let manifest = (try read(path) as? NSDictionary)?.mutableCopy() as? NSMutableDictionary else { throw UsageError("\(path): not a JSON object") }
        if let domains = manifest["associatedDomains"] as? [Any] {
            var inlined: [Any] = []
            for domain in domains {
                guard let entry = (domain as? NSDictionary)?.mutableCopy() as? NSMutableDictionary, let aasa = entry["aasa"] as? String else {
                    inlined.append(domain)
                    continue
                }
                entry["aasa"] = try read(aasa)
                inlined.append(entry)
            }
            manifest["associatedDomains"] = inlined
        }
        if let android = (manifest["android"] as? NSDictionary)?.mutableCopy() as? NSMutableDictionary,
           let bound = (android["assetLinks"] as? NSDictionary)?.mutableCopy() as? NSMutableDictionary {
            for case let (host as String, file as String) in bound where host != "comment" { bound[host] = try read(file) }
            android["assetLinks"] = bound
            manifest["android"] = android
        }
        value = manifest
    }

    /// The manifest as text, keys sorted.
    var text: String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
