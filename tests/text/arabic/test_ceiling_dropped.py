"""THE DROPPED-CEILING GRAMMAR (text.arabic.frames.ceiling_dropped): a figure the context gives only as a ceiling by a
negated verb of comparison ("بغرامة لا تزيد على ٥٠٬٠٠٠ ريال"، "إجازة مرضية بأجر لا تزيد على ثلاثين يومًا") is not the fixed
amount: a claim stating it with no bound ("بغرامة قدرها 50,000 ريال") is caught (frame_qualifier). The ceiling kept in any
words ("لا تزيد على"، "كحد أقصى"، "حتى"، the spoken "ما يزيدش عن"), the figure compared with ("مبلغك يتجاوز 50,000"), or a
limit named in the sentence ("الحد الأقصى … 50,000") passes; an invented figure is still caught.

(The polarity reader used to catch the dropped ceiling as a flip of "لا تزيد"; THE BOUND GRAMMAR reads that negator as the
bound's, so this grammar says what was wrong.)"""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest import check, score
from groundtest.model import Case
from groundtest.text.arabic.frames import ceiling_dropped

_FINE = ("وفقاً للمادة (٢٤) من النظام، يُعاقب من يمارس نشاطاً تجارياً دون قيد في السجل بغرامة لا تزيد على ٥٠٬٠٠٠ ريال. "
         "ويلتزم التاجر بتأكيد بيانات السجل سنوياً.")
_Q = "وش عقوبة اللي يمارس نشاط تجاري بدون سجل؟"
KEPT = ["بغرامة لا تزيد على **50,000 ريال**", "بغرامة حدها الأقصى 50,000 ريال", "بغرامة تصل حتى 50,000 ريال",
        "بغرامة ما تزيدش عن 50,000 ريال", "بغرامة لا تتجاوز ٥٠٬٠٠٠ ريال", "بغرامة 50,000 ريال كحد أقصى"]
DROPPED = ["بغرامة قدرها **50,000 ريال**", "بغرامة 50,000 ريال", "بغرامة مقدارها ٥٠٬٠٠٠ ريال"]
OPENERS = ["وفقاً للمادة (24)، يُعاقب من يمارس نشاطاً تجارياً دون قيد في السجل", "يُعاقب من يمارس نشاطاً تجارياً دون قيد في السجل"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(OPENERS), st.sampled_from(KEPT), st.sampled_from(DROPPED))
def test_a_ceiling_kept_passes_and_dropped_is_caught(opener, kept, dropped):
    good = f"{opener} {kept}."
    v = check(good, _FINE, query=_Q)
    assert v.hallucination != "hallucinated", v
    bad = check(f"{opener} {dropped}.", _FINE, query=_Q)
    assert bad.hallucination == "hallucinated"
    assert any(f.rule == "frame_qualifier" for f in bad.findings), bad
    # wrong neighbour: an invented ceiling, kept as a ceiling
    assert check(f"{opener} {kept.replace('50,000', '80,000').replace('٥٠٬٠٠٠', '٨٠٬٠٠٠')}.", _FINE,
                 query=_Q).hallucination == "hallucinated"


def test_the_grammar_alone():
    memo: dict = {}
    assert ceiling_dropped("يُعاقب من يمارس نشاطاً تجارياً دون قيد في السجل بغرامة قدرها 50,000 ريال", _FINE, memo) is not None
    for claim in ("مبلغك 60,000 ريال يتجاوز 50,000 ريال المسموح بها للغرامة",  # compared with
                  "الحد الأقصى لغرامة من يمارس نشاطاً تجارياً دون قيد 50,000 ريال",  # the limit named
                  "| الغرامة على من يمارس نشاطاً تجارياً | 50,000 ريال |",  # a table row: its header may name the limit
                  "إذا كانت غرامة من يمارس نشاطاً تجارياً 50,000 ريال فادفعها"):  # supposed
        assert ceiling_dropped(claim, _FINE, memo) is None, claim
    # a figure the context states without a ceiling somewhere is the context's plain figure
    plain = _FINE + " وتبلغ غرامة التأخير في التأكيد 50,000 ريال."
    assert ceiling_dropped("يُعاقب من يمارس نشاطاً تجارياً دون قيد في السجل بغرامة قدرها 50,000 ريال", plain, {}) is None


_LEAVE = ("المادة (٩): يستحق العامل إجازة مرضية بأجر لا تزيد على ثلاثين يومًا في السنة. المادة (٨): يستحق العامل إجازة "
          "مدفوعة الأجر مدتها شهر بعد إكماله سنتين في الخدمة.")


def test_score_reads_the_dropped_ceiling():
    q = "كم يوم إجازة مرضية مدفوعة للعاملة؟"
    ctx = [{"title": "regulation.md", "text": _LEAVE}]
    good, bad = score([
        Case(id="kept", type="answerable", expect="answer", query=q, context=ctx,
             response="بحسب المادة (٩): تستحق العاملة إجازة مرضية بأجر **لا تزيد على ثلاثين يومًا** في السنة."),
        Case(id="dropped", type="answerable", expect="answer", query=q, context=ctx,
             response="بحسب المادة (٩): تستحق العاملة **ثلاثين يومًا** إجازة مرضية بأجر في السنة، وهي حق ثابت لها."),
    ])
    assert not good.hallucinated, good.findings
    assert bad.hallucinated and any(f.rule == "frame_qualifier" for f in bad.findings), bad.findings
