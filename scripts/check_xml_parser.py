#!/usr/bin/env python3
"""Checks the Interface Builder reader's XML parser against Python's expat, a strict XML 1.0
parser: every document one accepts, the other accepts, and every document one refuses, the
other refuses.

The documents: the package's Interface Builder fixtures, each also damaged at random many
times (a byte deleted, doubled, or replaced by one that means something in XML: the damage a
bad merge or a truncated copy does), a few hand-made ones (line ends, byte-order marks,
namespaces, references), and, when ../shared/corpus/ib exists, every corpus file as it is.

Left out, because the reader refuses them on purpose where XML allows them (each with a
message of its own): documents with a DOCTYPE or entity declarations, processing
instructions, and a declared encoding other than UTF-8 (or, on bytes that are all ASCII, an
encoding that writes ASCII as ASCII). Also left out: a declaration whose version is not
`1.` and digits, which XML 1.0's grammar refuses (VersionNum) and expat does not check.

    scripts/check_xml_parser.py --binary .build/debug/layoutlint [--damaged 400] [--seed 1] [--corpus DIR]

Exit status 0 when they agree on every document, 1 otherwise (each disagreement printed).
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import xml.parsers.expat

XML_ERRORS = ("not well-formed XML", "invalid UTF-8", "UTF-16", "NUL byte", "declarations are not allowed",
              "processing instructions", "empty file")

HAND_MADE = [
    b'<?xml version="1.0" encoding="UTF-8"?>\r\n<document>\r\n<a x="1\r\n2"/>\r<b/></document>\r\n',
    b'\xef\xbb\xbf<?xml version="1.0" encoding="UTF-8"?>\n<document/>\n',
    b'<document xmlns:p="u"><p:a p:b="1"/></document>',
    b'<document><a x="&amp;&lt;&gt;&quot;&apos;&#233;&#x1F600;"/>AT&amp;T<![CDATA[<&>]]></document>',
    b'<document><a x="&nbsp;"/></document>',
    b'<document><a x="1"/></document><b/>',
    b'<document><a></b></document>',
    b'<document><!-- a -- b --></document>',
    b'<document attr="a<b"/>',
    b'<document>]]></document>',
    b'<document><caf\xc3\xa9 \xc3\xa9t\xc3\xa9="1"/></document>',
    b'<?xml version="1.0" encoding="ISO-8859-1"?><document/>',
    b'<?xml version="1.1"?><document/>',
    b'<document>\x01</document>',
    b'',
    b'   ',
    b'<document',
]


def expat_accepts(data):
    parser = xml.parsers.expat.ParserCreate()
    try:
        parser.Parse(data, True)
        return True
    except (xml.parsers.expat.ExpatError, LookupError, ValueError):
        return False


def deliberately_refused(data):
    """What the reader refuses although XML allows it (see the module's text)."""
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        return True
    start = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    body = data[start:]
    rest = body[5:] if body.startswith(b"<?xml") and len(body) > 5 and body[5:6] in (b" ", b"\t", b"\n", b"\r", b"?") else body
    if b"<?" in rest:
        return True
    if body.startswith(b"<?xml"):
        end = body.find(b"?>")
        declaration = body[:end if end >= 0 else 200]
        match = re.search(rb"""encoding\s*=\s*["']([^"']*)["']""", declaration)
        if match:
            name = match.group(1).upper()
            ascii_names = (b"US-ASCII", b"ASCII", b"ISO-8859-1", b"ISO-LATIN-1", b"LATIN1", b"WINDOWS-1252")
            if name not in (b"UTF-8", b"UTF8") and (name not in ascii_names or any(b >= 0x80 for b in data)):
                return True
        version = re.search(rb"""version\s*=\s*["']([^"']*)["']""", declaration)
        if version and not re.fullmatch(rb"1\.[0-9]+", version.group(1)):
            return True
    return False


def damaged(original, rng):
    specials = list(b"<>&\"'/=!-?;#x \n\t]") + [0xC3, 0xA9, 0x00, 0x0D]
    data = bytearray(original)
    for _ in range(1 + rng.randrange(4)):
        if not data:
            break
        at = rng.randrange(len(data))
        kind = rng.randrange(3)
        if kind == 0:
            del data[at]
        elif kind == 1:
            data.insert(at, data[at])
        else:
            data[at] = specials[rng.randrange(len(specials))]
    return bytes(data)


def reader_verdicts(binary, folder):
    """{file name: None when the reader's XML parser accepted it, else its message}."""
    result = subprocess.run([binary, "lint", "--reporter", "json", folder], capture_output=True, cwd=folder)
    findings = json.loads(result.stdout.decode("utf-8"))
    refused = {}
    for finding in findings:
        if finding.get("rule") == "input" and any(marker in finding.get("message", "") for marker in XML_ERRORS):
            refused[os.path.basename(finding["file"])] = finding["message"].split(": error: ", 1)[-1]
    return {name: refused.get(name) for name in os.listdir(folder)}


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--binary", required=True)
    arguments.add_argument("--damaged", type=int, default=400, help="damaged copies of each fixture")
    arguments.add_argument("--seed", type=int, default=1)
    arguments.add_argument("--corpus", help="a folder of Interface Builder files to read as they are "
                           "(default: ../shared/corpus/ib, when it exists)")
    options = arguments.parse_args()
    options.binary = os.path.abspath(options.binary)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sources = []
    for folder, _, names in os.walk(os.path.join(root, "Fixtures")):
        for name in sorted(names):
            if name.endswith((".xib", ".storyboard")):
                sources.append(os.path.join(folder, name))
    sources.sort()
    corpus = options.corpus or os.path.join(root, "..", "shared", "corpus", "ib")
    corpus_files = []
    if os.path.isdir(corpus):
        for folder, _, names in os.walk(corpus):
            corpus_files += [os.path.join(folder, n) for n in names if n.endswith((".xib", ".storyboard"))]
    corpus_files.sort()
    rng = random.Random(options.seed)
    documents = [("hand-made #%d" % index, data) for index, data in enumerate(HAND_MADE)]
    for path in sources:
        original = open(path, "rb").read()
        documents.append((os.path.relpath(path, root), original))
        documents += [("%s, damaged #%d" % (os.path.relpath(path, root), k), damaged(original, rng)) for k in range(options.damaged)]
    documents += [(os.path.relpath(path, corpus), open(path, "rb").read()) for path in corpus_files]
    compared = skipped = 0
    disagreements = []
    counts = {"both accept": 0, "both refuse": 0}
    with tempfile.TemporaryDirectory() as folder:
        names = {}
        for index, (label, data) in enumerate(documents):
            if deliberately_refused(data):
                skipped += 1
                continue
            name = "%06d.storyboard" % index
            names[name] = (label, data)
            with open(os.path.join(folder, name), "wb") as handle:
                handle.write(data)
        verdicts = reader_verdicts(options.binary, folder)
        for name, (label, data) in sorted(names.items()):
            message = verdicts[name]
            ours, theirs = message is None, expat_accepts(data)
            compared += 1
            if ours == theirs:
                counts["both accept" if ours else "both refuse"] += 1
            else:
                disagreements.append("%s: the reader %s, expat %s" % (label, "accepts" if ours else "refuses (%s)" % message,
                                                                      "accepts" if theirs else "refuses"))
    for line in disagreements[:50]:
        print(line)
    print("%d documents compared (%d both accept, %d both refuse), %d left out (DOCTYPE, processing "
          "instructions, other encodings and versions), %d disagreements"
          % (compared, counts["both accept"], counts["both refuse"], skipped, len(disagreements)))
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
