"""The macOS Interface Builder documents of a corpus, for the AppKit measuring scripts
(measure_appkit_insets.py, measure_label_baselines.py)."""
import os
import xml.etree.ElementTree as ET


def macos_documents(corpus):
    """Yields (repository, root element) for every readable macOS .xib and .storyboard under
    `corpus`, whose folders are repositories, in a stable order."""
    for repository in sorted(os.listdir(corpus)):
        for folder, subfolders, files in os.walk(os.path.join(corpus, repository)):
            subfolders.sort()
            for name in sorted(files):
                if not name.endswith((".xib", ".storyboard")):
                    continue
                try:
                    document = ET.parse(os.path.join(folder, name)).getroot()
                except ET.ParseError:
                    continue
                if "MacOSX" in document.get("targetRuntime", ""):
                    yield repository, document
