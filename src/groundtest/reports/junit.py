"""JUnit XML: one testcase per case (classname = type), one suite-level gate testcase."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Sequence

from ..model import Result
from ..summary import Summary, uncertain_reason
from .escape import xml_safe


def render(summary: Summary, results: Sequence[Result] | None = None) -> str:
    results = results or []
    suite = ET.Element("testsuite", name="groundtest")
    failures = skipped = 0
    for r in results:
        tc = ET.SubElement(suite, "testcase", classname=f"groundtest.{r.type}", name=xml_safe(r.id))
        uncertain = r.hallucination == "uncertain"
        if uncertain:  # every CI shows a property-less skip; the property keeps the verdict for tools that read it
            props = ET.SubElement(tc, "properties")
            ET.SubElement(props, "property", name="groundtest.hallucination", value="uncertain")
        if r.excluded:
            skipped += 1
            ET.SubElement(tc, "skipped", message="judge error excluded from the rates")
        elif not r.passed:
            failures += 1
            kind = "hallucinated" if r.hallucinated else ("over_refused" if r.over_refused else "incomplete")
            el = ET.SubElement(tc, "failure", message=xml_safe(r.reason()), type=kind)
            el.text = xml_safe("\n".join(f"{f.severity} {f.type}: {f.content} ({f.notes})" for f in r.findings))
        elif uncertain:  # not a failure, not a pass either: it needs a person
            skipped += 1
            ET.SubElement(tc, "skipped", message=xml_safe(f"uncertain, needs review: {uncertain_reason(r)}"))
    gate = ET.SubElement(suite, "testcase", classname="groundtest.gate", name="budgets")
    if not summary.passed:
        failures += 1
        ET.SubElement(gate, "failure", message=xml_safe("; ".join(summary.failures)), type="gate")
    suite.set("tests", str(len(results) + 1))
    suite.set("failures", str(failures))
    suite.set("errors", "0")
    suite.set("skipped", str(skipped))
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
