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
JOINING_TYPES = ["C", "D", "L", "R", "T"]


def scalars():
    return (cp for cp in range(LAST_SCALAR + 1) if cp not in SURROGATES)


def mapping_table():
    """Pairs (start << 8 | status, replacement offset << 8 | replacement length) and the
    replacement scalars they point into."""
    ranges, replacement_scalars = [], []
    for start, status, replacement in zip(uts46.uts46_starts, uts46.uts46_statuses,
                                          uts46.uts46_replacements):
        code = MAPPING_STATUSES.index(chr(status))
        text = [ord(c) for c in replacement or ""]
        ranges += [start << 8 | code, len(replacement_scalars) << 8 | len(text)]
        replacement_scalars += text
    return ranges, replacement_scalars


def range_records(value_of):
    """Triples (first, last, value) for the maximal runs of scalars whose value is not None."""
    records, run = [], None
    for cp in scalars():
        value = value_of(cp)
        if run and value == run[2] and cp == run[1] + 1:
            run[1] = cp
            continue
        if run:
            records += run
        run = [cp, cp, value] if value is not None else None
    if run:
        records += run
    return records


def decompositions():
    """Records (scalar, length, full canonical decomposition...) for every scalar NFD changes,
    except the Hangul syllables, which are decomposed arithmetically."""
    records = []
    for cp in scalars():
        nfd = ucd.normalize("NFD", chr(cp))
        if nfd != chr(cp) and cp not in HANGUL_SYLLABLES:
            records += [cp, len(nfd)] + [ord(c) for c in nfd]
    return records


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


def nfc_quick_check_records():
    """Triples (first, last, 1 for No or 2 for Maybe) of NFC_Quick_Check: No for the scalars NFC
    replaces (Full_Composition_Exclusion), Maybe for those that can combine with what precedes
    them (the second scalar of a composition pair, Hangul vowel and trailing jamo)."""
    seconds = set(compositions()[1::3]) | set(range(0x1161, 0x1176)) | set(range(0x11A8, 0x11C3))

    def quick_check(cp):
        if ucd.normalize("NFC", chr(cp)) != chr(cp):
            return 1
        return 2 if cp in seconds else None
    return range_records(quick_check)


def joining_type_records():
    runs = []
    for name, ranges in idna.idnadata.joining_types.items():
        for packed in ranges:
            runs.append((packed >> 32, (packed & 0xFFFFFFFF) - 1, JOINING_TYPES.index(name)))
    return [field for run in sorted(runs) for field in run]


def combining_class(cp):
    return ucd.combining(chr(cp)) or None


def bidi_class(cp):
    name = ucd.bidirectional(chr(cp))
    return BIDI_CLASSES.index(name) if name else None


def is_mark(cp):
    return 1 if ucd.category(chr(cp)).startswith("M") else None


def literal(name, doc, words):
    lines = [" ".join(f"{w:X}" for w in words[i:i + 16]) for i in range(0, len(words), 16)]
    body = "\n".join("        " + line for line in lines)
    return (f"    /// {doc}\n"
            f"    static let {name}: StaticString = \"\"\"\n{body}\n        \"\"\"\n")


def main():
    mapping, replacements = mapping_table()
    tables = [
        ("mapping", "UTS #46 mapping ranges: pairs (start << 8 | status, replacement offset << 8 | length).", mapping),
        ("mappingReplacements", "The scalars the mapped ranges map to, concatenated.", replacements),
        ("decompositions", "Records (scalar, count, full canonical decomposition…); Hangul excluded.", decompositions()),
        ("compositions", "Triples (first, second, primary composite); Hangul excluded.", compositions()),
        ("nfcQuickCheck", "Triples (first, last, 1 for No or 2 for Maybe) of NFC_Quick_Check; absent means Yes.", nfc_quick_check_records()),
        ("combiningClasses", "Triples (first, last, Canonical_Combining_Class) for every non-zero class.", range_records(combining_class)),
        ("bidiClasses", "Triples (first, last, BidiClass raw value) for every assigned scalar.", range_records(bidi_class)),
        ("marks", "Triples (first, last, 1) for General_Category Mark (Mn, Mc, Me).", range_records(is_mark)),
        ("joiningTypes", "Triples (first, last, JoiningType raw value); absent means Non_Joining.", joining_type_records()),
    ]
    out = sys.stdout
    out.write("// GENERATED by Scripts/generate-unicode-tables: do not edit by hand.\n")
    out.write(f"// Unicode {UNICODE_VERSION}: UTS #46 mapping and joining types from PyPI idna {version('idna')}\n")
    out.write(f"// (uts46data {uts46.__version__}, idnadata {idna.idnadata.__version__}); normalization, bidi classes and\n")
    out.write(f"// general category from PyPI unicodedata2 {version('unicodedata2')} (Unicode {UNICODE_VERSION}).\n\n")
    out.write("extension UnicodeTables {\n")
    out.write(f"    /// The Unicode version of every table below.\n")
    out.write(f"    static let unicodeVersion = \"{UNICODE_VERSION}\"\n\n")
    out.write("\n".join(literal(name, doc, words) for name, doc, words in tables))
    out.write("}\n")


main()
