#!/usr/bin/env python3
"""Checks that every public symbol SwiftMock declares has a `///` comment
with an example (a fenced code block).

Usage: check-doc-comments.py SYMBOL_GRAPH_DIRECTORY
Reads the symbol graphs `swift build -Xswiftc -emit-symbol-graph` wrote,
lists each symbol declared in Sources/SwiftMock that lacks one, and exits
with status 1 if there is any.
"""

import glob
import json
import os
import sys


def main() -> int:
    directory = sys.argv[1]
    checked = 0
    missing = []
    for path in sorted(glob.glob(os.path.join(directory, "SwiftMock*.symbols.json"))):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            location = symbol.get("location", {}).get("uri", "")
            if "/Sources/SwiftMock/" not in location:
                continue  # inherited from the standard library or a framework
            checked += 1
            lines = symbol.get("docComment", {}).get("lines", [])
            text = "\n".join(line["text"] for line in lines)
            if "```" not in text:
                name = ".".join(symbol["pathComponents"])
                file_name = location.rsplit("/", 1)[-1]
                problem = "a doc comment with no example" if lines else "no doc comment"
                missing.append(f"{file_name}: {name} has {problem}")
    for line in missing:
        print(f"error: {line}", file=sys.stderr)
    print(f"Doc comments: {checked - len(missing)} of {checked} public symbols have an example")
    return 1 if missing or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
