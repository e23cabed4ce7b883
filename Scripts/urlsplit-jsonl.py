#!/usr/bin/env python3
"""The peer of `linkproof url --jsonl` and `route --jsonl` in `Scripts/bench --suite cli`:
the same job done the way a Python script would do it, with the standard library only.

Reads stdin lines {"input": "..."} (blank lines skipped), splits each input with
urllib.parse.urlsplit, and writes one JSON object a line, keys sorted:
{"fragment", "hostname", "input", "netloc", "password", "path", "port", "query",
 "scheme", "username"}; an input urlsplit refuses gets {"error": "...", "input": "..."},
a line that is not such an object {"error": "...", "line": N}. Non-ASCII is written as
UTF-8 (ensure_ascii=False), as Linkproof writes it.
"""
import json
import sys
from urllib.parse import urlsplit


def main():
    # Bytes that are not UTF-8, and lone surrogates from \ud800 escapes, pass through escaped.
    sys.stdin.reconfigure(errors="surrogateescape")
    sys.stdout.reconfigure(errors="backslashreplace")
    write = sys.stdout.write
    dumps = json.dumps
    for number, line in enumerate(sys.stdin, 1):
        if not line.strip():
            continue
        try:
            text = json.loads(line)["input"]
            if not isinstance(text, str):
                raise TypeError("input is not a string")
        except (ValueError, KeyError, TypeError) as error:
            write(dumps({"error": str(error), "line": number}, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n")
            continue
        try:
            parts = urlsplit(text)
            record = {"input": text, "scheme": parts.scheme, "netloc": parts.netloc, "path": parts.path,
                      "query": parts.query, "fragment": parts.fragment, "username": parts.username,
                      "password": parts.password, "hostname": parts.hostname, "port": parts.port}
        except ValueError as error:
            record = {"error": str(error), "input": text}
        write(dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
