"""Writes the Swift source of the IDNA Unicode tables to stdout (see generate-unicode-tables).

Every table is a string literal of hexadecimal numbers separated by spaces, decoded once into
a [UInt32] on first use (Swift compiles a string literal far faster than an array literal).
"""
import sys
from importlib.metadata import version

import idna
import idna.idnadata
import idna.uts46data as uts46
import unicodedata2 as ucd

UNICODE_VERSION = ucd.unidata_version
if uts46.__version__ != UNICODE_VERSION or idna.idnadata.__version__ != UNICODE_VERSION:
    sys.exit(f"Unicode versions differ: uts46data {uts46.__version__}, "
             f"idnadata {idna.idnadata.__version__}, unicodedata2 {UNICODE_VERSION}")

LAST_SCALAR = 0x10FFFF
SURROGATES = range(0xD800, 0xE000)
HANGUL_SYLLABLES = range(0xAC00, 0xD7A4)
# The order of the Swift enums' raw values.
MAPPING_STATUSES = "VMDIX"  # valid, mapped, deviation, ignored, disallowed
BIDI_CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
                "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
JOINING_TYPES = ["U", "C", "D", "L", "R", "T"]  # U: Non_Joining
# Scalars per block of the two-stage property table: 2**7 = 128 makes the smallest source.
PROPERTY_BLOCK_SHIFT = 7


def scalars():
    return (cp for cp in range(LAST_SCALAR + 1) if cp not in SURROGATES)


def mapping_table():
    """The status of every UTS #46 mapping row and the sequence word (offset << 8 | length) of
    its replacement, and the replacements concatenated."""
    rows, replacement_scalars = [], []
    for status, replacement in zip(uts46.uts46_statuses, uts46.uts46_replacements):
        text = [ord(c) for c in replacement or ""]
        rows.append((MAPPING_STATUSES.index(chr(status)), len(replacement_scalars) << 8 | len(text)))
        replacement_scalars += text
    return rows, replacement_scalars


def decompositions():
    """The sequence word (offset << 8 | length) of the full canonical decomposition of every
    scalar NFD changes, by scalar, and those decompositions concatenated. The Hangul syllables
    are left out: they are decomposed arithmetically."""
    words, decomposition_scalars = {}, []
    for cp in scalars():
        nfd = ucd.normalize("NFD", chr(cp))
        if nfd != chr(cp) and cp not in HANGUL_SYLLABLES:
            words[cp] = len(decomposition_scalars) << 8 | len(nfd)
            decomposition_scalars += [ord(c) for c in nfd]
    return words, decomposition_scalars


def compositions():
    """Triples (first, second, primary composite) for canonical composition."""
    records = []
    for cp in scalars():
        fields = ucd.decomposition(chr(cp)).split()
        if len(fields) == 2 and not fields[0].startswith("<") and cp not in HANGUL_SYLLABLES:
            first, second = (int(f, 16) for f in fields)
            if ucd.normalize("NFC", chr(first) + chr(second)) == chr(cp):
                records += [first, second, cp]
    return records


def nfc_quick_check():
    """NFC_Quick_Check of every scalar, 0 for Yes, 1 for No, 2 for Maybe: No for the scalars NFC
    replaces (Full_Composition_Exclusion), Maybe for those that can combine with what precedes
    them (the second scalar of a composition pair, Hangul vowel and trailing jamo)."""
    seconds = set(compositions()[1::3]) | set(range(0x1161, 0x1176)) | set(range(0x11A8, 0x11C3))

    def quick_check(cp):
        if ucd.normalize("NFC", chr(cp)) != chr(cp):
            return 1
        return 2 if cp in seconds else 0
    return quick_check


def joining_types():
    """Joining_Type raw value (`JoiningType`) by scalar, for the scalars that are not Non_Joining."""
    types = {}
    for name, ranges in idna.idnadata.joining_types.items():
        for packed in ranges:
            for cp in range(packed >> 32, packed & 0xFFFFFFFF):
                types[cp] = JOINING_TYPES.index(name)
    return types


def scalar_property_table(mapping_rows, decomposition_words):
    """The two-stage table of every scalar's properties: for each block of 2**PROPERTY_BLOCK_SHIFT
    scalars the index of its block among the distinct blocks; the distinct blocks concatenated,
    each entry the index of a scalar's record; the distinct records, as triples (properties,
    replacement word or 0, decomposition word or 0), the properties packed as `ScalarProperties`
    unpacks them: mapping status in bits 0-2, NFC_Quick_Check 3-4, Canonical_Combining_Class 5-12,
    Bidi_Class 13-17, General_Category Mark 18, Joining_Type 19-21."""
    quick_check = nfc_quick_check()
    types = joining_types()
    record_indices, records, row = {}, [], 0
    entries = []
    for cp in range(LAST_SCALAR + 1):
        while row + 1 < len(uts46.uts46_starts) and uts46.uts46_starts[row + 1] <= cp:
            row += 1
        status, replacement = mapping_rows[row]
        if cp in SURROGATES:
            properties = MAPPING_STATUSES.index("X")
        else:
            char = chr(cp)
            bidi = BIDI_CLASSES.index(ucd.bidirectional(char)) if ucd.bidirectional(char) else 0
            is_mark = ucd.category(char).startswith("M")
            properties = (status | quick_check(cp) << 3 | ucd.combining(char) << 5 | bidi << 13
                          | is_mark << 18 | types.get(cp, 0) << 19)
        record = (properties, replacement if status == MAPPING_STATUSES.index("M") else 0,
                  decomposition_words.get(cp, 0))
        if record not in record_indices:
            record_indices[record] = len(records)
            records.append(record)
        entries.append(record_indices[record])
    block_size = 1 << PROPERTY_BLOCK_SHIFT
    block_indices, blocks = [], {}
    for start in range(0, len(entries), block_size):
        block = tuple(entries[start:start + block_size])
        block_indices.append(blocks.setdefault(block, len(blocks)))
    # ScalarPropertyTable holds block and record indices and sequence offsets in 16 bits.
    assert len(blocks) << PROPERTY_BLOCK_SHIFT < 1 << 16 and len(records) < 1 << 16
    assert all(word >> 8 < 1 << 16 for record in records for word in record[1:])
    return block_indices, [entry for block in blocks for entry in block], [word for record in records for word in record]


def literal(name, doc, words):
    lines = [" ".join(f"{w:X}" for w in words[i:i + 16]) for i in range(0, len(words), 16)]
    body = "\n".join("        " + line for line in lines)
    return (f"    /// {doc}\n"
            f"    static let {name}: StaticString = \"\"\"\n{body}\n        \"\"\"\n")


def main():
    mapping_rows, replacements = mapping_table()
    decomposition_words, decomposition_scalars = decompositions()
    block_indices, blocks, records = scalar_property_table(mapping_rows, decomposition_words)
    tables = [
        ("scalarPropertyBlockIndices", f"For each block of {1 << PROPERTY_BLOCK_SHIFT} scalars, the index of its block in `scalarPropertyBlocks`.", block_indices),
        ("scalarPropertyBlocks", "The distinct blocks, concatenated: each scalar's index in `scalarPropertyRecords`.", blocks),
        ("scalarPropertyRecords", "The distinct records, triples (properties, replacement, decomposition); see `ScalarProperties`.", records),
        ("mappingReplacements", "The scalars the mapped scalars map to, concatenated.", replacements),
        ("decompositions", "The full canonical decompositions, concatenated; Hangul excluded.", decomposition_scalars),
        ("compositions", "Triples (first, second, primary composite); Hangul excluded.", compositions()),
    ]
    out = sys.stdout
    out.write("// GENERATED by Scripts/generate-unicode-tables: do not edit by hand.\n")
    out.write(f"// Unicode {UNICODE_VERSION}: UTS #46 mapping and joining types from PyPI idna {version('idna')}\n")
    out.write(f"// (uts46data {uts46.__version__}, idnadata {idna.idnadata.__version__}); normalization, bidi classes and\n")
    out.write(f"// general category from PyPI unicodedata2 {version('unicodedata2')} (Unicode {UNICODE_VERSION}).\n\n")
    out.write("extension UnicodeTables {\n")
    out.write(f"    /// The Unicode version of every table below.\n")
    out.write(f"    static let unicodeVersion = \"{UNICODE_VERSION}\"\n")
    out.write(f"    /// log2 of the scalars per block of the scalar property table.\n")
    out.write(f"    static let scalarPropertyBlockShift = {PROPERTY_BLOCK_SHIFT}\n\n")
    out.write("\n".join(literal(name, doc, words) for name, doc, words in tables))
    out.write("}\n")


main()
