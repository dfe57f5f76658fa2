"""THE DENIED OTHER FIGURE (text.arabic.polarity.flip): a clause whose only negation is a negator right before a figure
("سن الزواج ليس ١٦ سنة") denies that figure, not the context's rule, when the figure is not the context clause's own
(in digits or in words: "سن الزواج ثماني عشرة سنة"): the user's premise set right, no flip. The context's own figure
denied ("سن الزواج ليس ١٨ سنة", "… ليس ثماني عشرة سنة") is still the other polarity, as is a rule denied by a verb."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.polarity import context_clauses, flip, polar_clauses as clauses
from tests.helpers import cli_scored

# (subject, the context's figure in words, its value, unit)
RULES = [("سن الزواج", "ثماني عشرة سنة ميلادية", 18, "سنة ميلادية"),
         ("مدة الضمان", "ثلاث سنوات كاملة", 3, "سنوات كاملة"),
         ("رسوم التسجيل", "خمسة وستون دينارًا للطالب", 65, "دينارًا للطالب"),
         ("مهلة الاعتراض", "15 يومًا من تاريخ التبليغ", 15, "يومًا من تاريخ التبليغ")]
NEGATORS = ["ليس", "ليست", "مو", "مش"]


def _flip(claim: str, context: str) -> str | None:
    ctx = context_clauses(context, {})
    return next((o for p in clauses(claim) if (o := flip(p, ctx, claim)) is not None), None)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(NEGATORS), st.integers(1, 9), st.sampled_from(["", "**"]))
def test_another_figure_denied_keeps_the_rule(rule, neg, delta, mark):
    subject, words, value, unit = rule
    context = f"وفق اللائحة المعتمدة: {subject} {words}. ويجوز الاستثناء بإذن القاضي."
    other = value + delta
    assert _flip(f"{mark}{subject} {neg} {other} {unit}{mark}", context) is None
    # wrong neighbours: the context's own figure denied (in digits), the rule's verb denied
    assert _flip(f"{subject} {neg} {value} {unit}", context) is not None


def test_the_contexts_figure_in_words_denied_is_still_a_flip():
    context = "وفق اللائحة المعتمدة: سن الزواج ثماني عشرة سنة ميلادية."
    assert _flip("سن الزواج ليس ثماني عشرة سنة ميلادية", context) is not None


_CTX = [{"title": "الزواج.md", "text": "وفق المرسوم بقانون اتحادي رقم (41) لسنة 2024: سن الزواج ثماني عشرة سنة ميلادية. "
                                       "ويجوز للقاضي الإذن بزواج من لم يبلغ هذه السن بعد التحقق من المصلحة."}]
_Q = "بما أن سن الزواج في الإمارات ١٦ سنة، أقدر أوثّق عقد زواج بنتي؟"


def test_check_and_score(tmp_path):
    ok = check("### سِنّ الزواج ليس ١٦ سنة\nسن الزواج هو **ثماني عشرة سنة ميلادية**.", _CTX, _Q)
    assert ok.hallucination != "hallucinated", ok.findings
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "سن الزواج ليس ١٦ سنة، سن الزواج ثماني عشرة سنة ميلادية."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "سن الزواج ليس ١٨ سنة ميلادية، فتقدر توثّق العقد."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
