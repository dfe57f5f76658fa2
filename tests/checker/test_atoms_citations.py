"""Citation markers as one grammar (checker/atoms.py `citations`): square brackets ("[fees.md]", "[1]", "[Source:
fees.md]", "【2】") and parentheses with a source prefix or a file name ("(source: fees.md)", "(sources: a.md,
b.md)", "(all from fees.md)", "(fees.md)", "(source: fees.pdf, section 2)"). A marker naming a retrieved chunk is
clean; the same marker naming a document that was not retrieved is a fabricated citation. Other parentheses
("(see below)", "(incl. VAT)") are no citation."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.checker.atoms import citations

FORMS = ["[{t}]", "[Source: {t}]", "(source: {t})", "(Source: {t})", "(sources: {t}, other-notes.md)", "(all from {t})",
         "(from {t})", "({t})", "(source: {t}, section 2)", "(see {t})", "(source: {t} for the £20 fee)"]
TITLES = ["fees.md", "refund-policy.md", "opening hours.pdf", "terms_2025.docx"]
CONTEXT = [{"title": "fees.md", "text": "The standard fee is £20 per session."},
           {"title": "other-notes.md", "text": "Sessions run on weekdays."}]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(FORMS), st.sampled_from(TITLES))
def test_each_form_reads_its_title(form, title):
    marks = [a.text for a in citations("The fee is £20 per session " + form.format(t=title) + ".")]
    assert title in marks, (form, marks)
    assert all(m in (title, "other-notes.md") for m in marks), marks  # no pin cite or gloss read as a source


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FORMS), st.sampled_from(["invoices.md", "insurance-claims.md", "price-list.pdf"]))
def test_a_marker_naming_a_retrieved_chunk_is_clean_and_another_is_fabricated(form, missing):
    ok = check("The standard fee is £20 per session " + form.format(t="fees.md") + ".", CONTEXT)
    assert not [f for f in ok.findings if f.rule == "citation"], ok.findings
    bad = check("The standard fee is £20 per session " + form.format(t=missing) + ".", CONTEXT)
    assert any(f.rule == "citation" for f in bad.findings), (form, bad.findings)


def test_other_parentheses_are_no_citation():
    for text in ["See the table (see below).", "About £40 (incl. VAT).", "Open daily (except Sundays).", "(a) the first rule"]:
        assert citations(text) == [], text
