"""THE FREE FOR WHOM (text.arabic.polarity._free_for): the context's free word followed by the ones it is free for, each
behind its ل — the first right after the free word, every further one joined by و ("والدخول مجاني للأطفال دون ١٢ سنة
ولذوي الإعاقة مع مرافق واحد"، "يحصل العضو على دخول مجاني لجلسات الرصد الشهرية"): an answer naming one of them free
("| ذوو الإعاقة + مرافق واحد | مجاناً |"، "يمكنك حضور جلسات الرصد الشهرية مجانًا") says the context's free. A thing
the list does not name, or one named only before another free word's clause, stays flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.polarity import free_unsaid

# (the ل-phrase in the context, the same ones as an answer names them)
ONES = [("للطلاب", "الطلاب"), ("للمتقاعدين", "المتقاعدون"), ("لذوي الإعاقة", "ذوو الإعاقة"),
        ("لحاملي بطاقة النادي", "حاملو بطاقة النادي"), ("لجلسات الرصد الشهرية", "جلسات الرصد الشهرية"),
        ("لورش الخط العربي", "ورش الخط العربي")]


def _context(listed):
    joined = " و".join(p for p, _ in listed)
    return f"سعر التذكرة ٨٠ درهماً، ويكون الدخول مجانياً {joined}. تفتح القاعة يومياً من ٩ صباحاً."


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(range(len(ONES))), min_size=1, max_size=3, unique=True), st.data())
def test_one_the_context_lists_is_free_and_another_is_not(picked, data):
    listed = [ONES[i] for i in picked]
    _, named = data.draw(st.sampled_from(listed))
    other = data.draw(st.sampled_from([n for i, (_, n) in enumerate(ONES) if i not in picked]))
    form = data.draw(st.sampled_from(["| {} | مجاناً |", "{}: مجانًا.", "- {}: مجاناً"]))
    assert free_unsaid(form.format(named), _context(listed)) is None
    assert free_unsaid(form.format(other), _context(listed)) is not None


def test_the_two_answers():
    turaif = ("سعر التذكرة ١٠٠ ريال للبالغين، و٥٠ ريالاً للطلاب بإبراز البطاقة الجامعية، والدخول مجاني للأطفال دون ١٢ "
              "سنة ولذوي الإعاقة مع مرافق واحد.")
    assert free_unsaid("| ذوو الإعاقة + مرافق واحد | مجاناً |", turaif) is None
    club = "الرسوم السنوية ٣٠٠ درهم. يحصل العضو على دخول مجاني لجلسات الرصد الشهرية."
    assert free_unsaid("🌙 وفي الأثناء يمكنك حضور **جلسات الرصد الشهرية مجانًا**.", club) is None
    assert free_unsaid("🌙 وفي الأثناء يمكنك حضور **ورش التصوير الفلكي مجانًا**.", club) is not None
    # a phrase with a figure is left to the figure: "للأطفال دون ١٢ سنة" frees no child of 14
    assert free_unsaid("| الأطفال فوق 14 سنة | مجاناً |", turaif) is not None


def test_the_first_phrase_must_follow_the_free_word():
    # a ل-phrase after another word is no list of the free's ("مجاني عند التسجيل لجلسات الرصد")
    from groundtest.text.arabic.normalise import fold_text
    from groundtest.text.arabic.polarity import _free_for

    assert _free_for(fold_text(" عند التسجيل لجلسات الرصد")) == []
    assert _free_for(fold_text(" للطلاب ولكبار السن")) == ["الطلاب", "كبار"]
    assert _free_for(fold_text(" للأطفال دون ١٢ سنة ولذوي الإعاقة")) == ["الاعاقه"]
