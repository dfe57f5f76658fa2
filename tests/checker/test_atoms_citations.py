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


# ----------------------------------------------------------------------------- inch marks are no quotation marks
@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=10, max_value=24), st.integers(min_value=10, max_value=24))
def test_an_inch_mark_after_a_figure_opens_no_quote(a, b):
    """'£28 (up to 17") or £35 (18" and above)': the marks after figures are inches, not a quotation of ') or £35 ('."""
    from groundtest.checker.atoms import quotes
    text = f'Fitting works out at **£28** (up to {a}") or **£35** ({b}" and above), plus the tyre.'
    assert quotes(text) == []
    ctx = [{"title": "fitting.md", "text": f"Fitting costs £28 for wheels up to {a} inches and £35 for {b}-inch wheels and above."}]
    assert "quote" not in {f.rule for f in check(text, ctx).findings}


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=2, max_value=11), st.sampled_from(["open until", "closed after", "last entry at"]))
def test_a_quotation_ending_in_a_figure_is_still_checked(n, words):
    """The wrong neighbour: a real quotation that closes after a figure is still a quotation, checked verbatim."""
    from groundtest.checker.atoms import quotes
    text = f'The sign says "{words} {n}" on Sundays, and a 5" screen shows "the pro model".'
    assert [a.text for a in quotes(text)] == [f"{words} {n}", "the pro model"]
    ctx = [{"title": "hours.md", "text": "We are open every day from 9am."}]
    assert "quote" in {f.rule for f in check(f'The notice says "{words} {n} on holidays".', ctx).findings}


# ----------------------------------------------------------------------------- a gloss before a cited file
GLOSSED = [{"title": "passengers.md", "text": "One passenger can come along for £40."},
           {"title": "trial.md", "text": "A 60-minute trial lesson costs £249."}]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["prices from", "the fee in", "figures per", "times from", "costs via"]),
       st.sampled_from(["Sources", "Source", "sources"]))
def test_a_gloss_before_a_cited_file_cites_the_file(gloss, lead):
    """'(Sources: passengers.md; prices from trial.md)' cites trial.md; the same gloss before a file the retrieval
    lacks is still a fabricated citation."""
    from groundtest.checker.atoms import citations
    ok = f"A 60-minute lesson is £249 and a passenger £40 ({lead}: passengers.md; {gloss} trial.md)."
    assert [a.text for a in citations(ok)] == ["passengers.md", "trial.md"]
    assert "citation" not in {f.rule for f in check(ok, GLOSSED).findings}
    bad = f"A 60-minute lesson is £249 and a passenger £40 ({lead}: passengers.md; {gloss} pricing.md)."
    assert "citation" in {f.rule for f in check(bad, GLOSSED).findings if f.severity == "critical"}
