"""A value set after a contrast ("… £35 instead of £40", "rather than £85 each", "compared with £14") is the compared
term: the words before the contrast are the other term's, never a subject given to it (frames._INSTEAD_BEFORE). A
wrong compared value, or the contrast's own value swapped, is still found."""

import pytest

from groundtest import check

CTX = [{"title": "prices.md", "text": "Single sessions cost £40. A block of 10 sessions costs £350 and must be used "
                                      "within 6 months. Follow-up sessions cost £85; a package of 4 follow-ups costs £310."}]
Q = "Is the block worth it?"

CONTRASTS = ["instead of", "rather than", "compared with", "compared to", "versus", "vs", "instead of the usual",
             "rather than the standard"]


@pytest.mark.parametrize("contrast", CONTRASTS)
@pytest.mark.parametrize("frame", ["The block is 10 sessions for £350. With the block, each session works out at £35 {c} £40.",
                                   "A block is £350 for 10. Buying the block works out at **£35 a session**, {c} **£40**."])
def test_compared_term_is_clean(frame, contrast):
    v = check(frame.format(c=contrast), CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.notes) for f in v.findings]


@pytest.mark.parametrize("contrast", CONTRASTS)
def test_wrong_compared_term_is_found(contrast):
    v = check(f"The block is 10 sessions for £350. With the block, each session works out at £35 {contrast} £48.", CTX, Q)
    assert v.hallucination == "hallucinated"


def test_package_rather_than_single_price():
    ok = "The package is £310 for 4. Buying the package works out at **£77.50 per follow-up**, rather than £85 each."
    assert check(ok, CTX, "Is the follow-up package worth it?").hallucination != "hallucinated"
    wrong = "The package is £310 for 4. Buying the package works out at **£77.50 per follow-up**, rather than £92 each."
    assert check(wrong, CTX, "Is the follow-up package worth it?").hallucination == "hallucinated"


@pytest.mark.parametrize("fix", ["not", "rather than", "instead of"])
def test_users_figure_put_right_is_not_asserted(fix):
    # the figure after the contrast is the question's own, set aside: the answer corrects it
    v = check(f"Follow-ups are £85 each, {fix} £92.", CTX, "Are follow-ups £92 each?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.notes) for f in v.findings]


@pytest.mark.parametrize("fix", ["rather than", "instead of"])
def test_unasked_figure_after_rather_than_is_asserted(fix):
    v = check(f"Follow-ups are £85 each with the package, {fix} £92 on their own.", CTX, "How much are follow-ups?")
    assert v.hallucination == "hallucinated"
