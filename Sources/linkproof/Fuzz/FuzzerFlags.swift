import LinkproofCore

/// libFuzzer's flags a user gives after `--`, checked against `--root` as the fuzzer (run in
/// the package root) reads them: the value of every flag that names a file or folder, and every
/// word that is not a flag (a corpus folder the fuzzer writes into). `-jobs` and `-workers`
/// are refused under a root: libFuzzer writes their logs into the folder it runs in.
enum FuzzerFlags {
    /// The flags whose value is a path.
    static let pathFlags = ["-artifact_prefix", "-exact_artifact_path", "-dict", "-features_dir", "-merge_control_file", "-stop_file",
                            "-mutation_graph_file", "-data_flow_trace", "-collect_data_flow"]

    /// `flags`, refused (naming the flag and path) when one leads outside the root.
    static func checked(_ flags: [String]) throws(UsageError) -> [String] {
        for flag in flags {
            let name = String(flag.prefix { $0 != "=" })
            let value = flag.contains("=") ? String(flag.drop { $0 != "=" }.dropFirst()) : ""
            if name == "-seed_inputs" {
                let inputs = value.hasPrefix("@") ? [String(value.dropFirst())] : value.split(separator: ",").map(String.init)
                for input in inputs { _ = try FuzzLayout.confined(input, naming: "-seed_inputs") }
            } else if pathFlags.contains(name) {
                _ = try FuzzLayout.confined(value, naming: name)
            } else if name == "-jobs" || name == "-workers" {
                if PathConfinement.root != nil { throw UsageError("\(name) writes its logs outside the package; it is not available here") }
            } else if !flag.hasPrefix("-") {
                _ = try FuzzLayout.confined(flag, naming: "the corpus folder")
            }
        }
        return flags
    }
}
