import LinkproofCore

/// The report as JSON, for scripts: totals, the summaries, and every entry with its changes,
/// written member by member in this fixed order (`JSONWriter`, the golden files' layout to
/// four levels).
enum JSONReport {
    static func text(_ report: Report) -> String {
        var writer = JSONWriter(layout: .readable(lineDepth: 4))
        writer.beginObject()
        writer.key("title")
        writer.string(report.title)
        writer.key("before")
        writer.string(report.beforeLabel)
        writer.key("after")
        writer.string(report.afterLabel)
        writer.key("notes")
        strings(report.notes, to: &writer)
        writer.key("totals")
        counts(report.totals, to: &writer)
        writer.key("securityRegressions")
        writer.int(report.entries.filter(\.isSecurityRegression).count)
        writer.key("byDocument")
        object(report.byDocument, to: &writer) { writer, group in
            writer.key(escaping: group.name)
            counts(group.counts, to: &writer)
        }
        writer.key("byScenario")
        object(report.byScenario, to: &writer) { writer, group in
            writer.key(escaping: group.name)
            counts(group.counts, to: &writer)
        }
        writer.key("byEvidence")
        object(report.byEvidence, to: &writer) { writer, group in
            writer.key(escaping: group.name)
            writer.int(group.entries)
        }
        writer.key("byChangeKind")
        object(report.byChangeKind, to: &writer) { writer, group in
            writer.key(escaping: group.kind.rawValue)
            writer.int(group.entries)
        }
        writer.key("entries")
        writer.beginArray()
        for entry in report.entries { write(entry, to: &writer) }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    /// An object of one member per element of `elements`, which `member` writes.
    private static func object<Element>(_ elements: [Element], to writer: inout JSONWriter, _ member: (inout JSONWriter, Element) -> Void) {
        writer.beginObject()
        for element in elements { member(&writer, element) }
        writer.endObject()
    }

    private static func strings(_ values: [String], to writer: inout JSONWriter) {
        writer.beginArray()
        for value in values { writer.string(value) }
        writer.endArray()
    }

    private static func counts(_ counts: Counts, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("passed")
        writer.int(counts.passed)
        writer.key("differing")
        writer.int(counts.differing)
        writer.key("unrecorded")
        writer.int(counts.unrecorded)
        writer.endObject()
    }

    private static func write(_ entry: ReportEntry, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.string(entry.id)
        writer.key("status")
        writer.string(entry.status.rawValue)
        writer.key("headline")
        writer.string(DiffText.headline(entry))
        writer.key("securityRegression")
        writer.bool(entry.isSecurityRegression)
        writer.key("document")
        writer.string(entry.document)
        writer.key("scenarios")
        strings(entry.scenarios, to: &writer)
        writer.key("kind")
        writer.string(entry.kind)
        writer.key("input")
        writer.string(entry.input)
        writer.key("place")
        writer.string(entry.place)
        writer.key("note")
        writer.string(entry.note)
        writer.key("evidence")
        writer.string(entry.evidence)
        writer.key("comparisons")
        writer.beginArray()
        for comparison in entry.comparisons {
            writer.beginObject()
            writer.key("label")
            writer.string(comparison.label)
            writer.key("status")
            writer.string(comparison.status.rawValue)
            writer.key("before")
            writer.value(comparison.before ?? .null)
            writer.key("after")
            writer.value(comparison.after ?? .null)
            writer.key("changes")
            writer.beginArray()
            for change in comparison.diff.changes {
                writer.beginObject()
                writer.key("kind")
                writer.string(change.kind.rawValue)
                writer.key("path")
                writer.string(change.path)
                writer.key("before")
                writer.value(change.before ?? .null)
                writer.key("after")
                writer.value(change.after ?? .null)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
