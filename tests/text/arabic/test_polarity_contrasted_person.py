"""THE CONTRASTED PERSON (text.arabic.polarity.CONTRAST_PRONOUNS): a contrast's negator before a personal pronoun
("ويدفعه صاحب العمل الجديد وليس أنت"، "المسؤول هو المؤجر لا أنتم") denies the person alone: the assertion before it
restates the context's rule, no flip. The rule's own subject denied ("ويدفعه العامل وليس صاحب العمل الجديد"، "ولا
يدفعه صاحب العمل الجديد بل أنت") is still the other polarity."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.polarity import context_clauses, flip, polar_clauses as clauses
from tests.helpers import cli_scored

RULES = [("ويدفعه صاحب العمل الجديد", "يدفعه العامل"),
         ("ويتحمل المؤجر تكاليف الصيانة الأساسية", "يتحمل المستأجر تكاليف الصيانة الأساسية"),
         ("وتتولى الشركة إصدار التأشيرة للموظف", "يتولى الموظف إصدار التأشيرة")]
PRONOUNS = ["أنت", "أنتم", "انتي", "إنت", "احنا", "هو"]


def _flip(claim: str, context: str) -> str | None:
    ctx = context_clauses(context, {})
    return next((o for p in clauses(claim) if (o := flip(p, ctx, claim)) is not None), None)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(["وليس", "لا", "مش", "مو"]), st.sampled_from(PRONOUNS), st.sampled_from(["", "**"]))
def test_a_person_contrasted_keeps_the_rule(rule, neg, pronoun, mark):
    asserted, _ = rule
    context = f"المقابل المالي ٢٠٠٠ ريال للنقل الأول، {asserted}. لا يُقبل الطلب في النطاق الأحمر."
    assert _flip(f"{asserted.removeprefix('و')} {mark}{neg} {pronoun}{mark}.", context) is None
    # wrong neighbour: the rule's own subject denied
    assert _flip(f"لا {asserted.removeprefix('و')}.", context) is not None


_CTX = [{"title": "قوى.md", "text": "المقابل المالي لنقل الخدمة 2,000 ريال للنقل الأول و4,000 ريال للنقل الثاني، ويدفعه "
                                    "صاحب العمل الجديد. لا يُقبل الطلب إذا كانت المنشأة الجديدة في النطاق الأحمر."}]
_Q = "كم المقابل المالي لنقل خدماتي لأول مرة؟"


def test_check_and_score(tmp_path):
    ok = check("- **ألفا ريال** (2,000 ريال)، ويدفعها **صاحب العمل الجديد** وليس أنت.", _CTX, _Q)
    assert ok.hallucination != "hallucinated", ok.findings
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "المقابل 2,000 ريال، ويدفعه صاحب العمل الجديد وليس أنت."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "المقابل 2,000 ريال، ويدفعه العامل وليس صاحب العمل الجديد."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
