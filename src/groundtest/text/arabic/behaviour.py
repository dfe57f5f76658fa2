"""Arabic behaviour words as data: refusals and gap statements, hedges, out-of-date cues,
pleasantries and offers, and the clause joints of Arabic prose.

The tables are plain strings (unvowelled Arabic, as written); they are folded with
:func:`.normalise.fold_text` before use, so spelling variants (أ/ا، ى/ي، ة/ه، tanween, tatweel)
match. The functions here read only the tables; the English detector in
:mod:`groundtest.text.abstention` calls :func:`is_refusal`, :func:`is_filler` and
:func:`might_refuse` for a sentence with Arabic letters.

A refusal is about the *answer*: a first-person decline (لا أعرف، لم أجد، لا أستطيع الإجابة …)
or a gap in the sources (لا تتضمن المستندات …، النص المتوفر لا يتناول …، لا تتوفر لدي معلومات …،
لا يرد في النص …). Negation about the world ("لا يجوز تمديد فترة التجربة") is an answer. A
first-person limit that goes on with لكن/إلا أن/غير أن in the same sentence ("لم أجد مستندًا،
لكن عادةً …") is not a refusal: what follows is a claim to check.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .normalise import ARABIC_LETTER, fold_text

__all__ = ["REFUSALS", "SOURCE_NOUNS", "SOURCE_VERBS", "GAP_PHRASES", "HEDGES", "STALE_CUES",
           "PLEASANTRY_OPENERS", "OFFERS", "LEAD_INS", "CLAUSE_JOINTS", "TURNS", "is_refusal", "is_filler",
           "might_refuse", "is_hedged", "is_correction_preamble", "is_restatement", "is_stale_cue", "clause_spans", "labelled_wrong", "denied_clause"]

_L = ARABIC_LETTER

#: first-person declines and "I don't know"
REFUSALS = """
لا أعرف | لا أعلم | لست متأكدا | لست متأكدة | لست على علم | لا أدري
لم أجد | لم أعثر | لا أجد | لم أتمكن من العثور | لم أتمكن من إيجاد | لم أستطع العثور | لم أستطع إيجاد
لا أستطيع الإجابة | لا أستطيع تحديد | لا أستطيع تأكيد | لا أستطيع المساعدة | لا أستطيع تقديم | لا أستطيع الجزم
لا أستطيع معرفة | لا أستطيع الرد | لا أستطيع التأكد | لا أستطيع الإفادة | لا أستطيع أن | لا أستطيع إعطاء
لا أستطيع إعطاءك | لا أستطيع إعطاؤك | لا أستطيع إفادتك | لا أستطيع الحكم | لا يمكنني أن | لا أقدر أن | ما بقدر | ما أقدر | لا يمكنني الإجابة | لا يمكنني تحديد
لا يمكنني تأكيد | لا يمكنني المساعدة | لا يمكنني تقديم | لا يمكنني الجزم | لا يمكنني معرفة | لا يمكنني التأكد
لا يمكنني الإفادة | لا أتمكن من | يتعذر علي | تعذر علي | أعتذر عن الإجابة | أعتذر عن المساعدة
لا تتوفر لدي | لا تتوفر لي | لا يتوفر لدي | ليس لدي معلومات | ليس لدي أي معلومات | ليست لدي معلومات
ليس لدي ما يكفي | لا أملك معلومات | لا أملك أي معلومات | ليس بإمكاني | ليس بوسعي | لا تتوفر معلومات
ما عندي معلومات | ما عندي أي معلومات | ما لقيت | ما حصلت | مش مذكور | مو مذكور | ما فيه معلومات | ما في معلومات
مافي معلومات | ما أقدر أحدد | ما أقدر أأكد | ما بقدر أحدد | مش قادر أحدد | ما أعرف | ما بعرف | معرفش | ما نعرفش
لا أريد أن أخمن | لا أود أن أخمن | لا أريد التخمين | لا أود التخمين | لا أرغب في التخمين | لن أخمن | أفضل عدم التخمين
أفضل ألا أخمن | ما أبي أخمن | ما أبغى أخمن | ما بدي خمن | ما بدي أخمن | مش عايز أخمن | مش عاوز أخمن | حتى لا أخمن | بدل ما أخمن
لا توجد معلومات | لا توجد أي معلومات | لا توجد نتائج | لم تظهر نتائج | لم أعثر على نتائج | لا يوجد ما يشير | لا تتوفر أي معلومات | لم ترد معلومات | لا ترد معلومات
"""
#: THE WANTING OF INFORMATION, a grammar: a negator of the present or the past (لا، لم), the verb of being available in
#: either gender and form (تتوفر، يتوفر، تتوافر، يتوافر) and the writer as its holder or nothing more than "any"
#: information ("لم تتوفر لدي أي معلومات"، "لم يتوافر لي"، "لم تتوفر أي معلومات"): the past's negation says the same gap
#: as the present's (the table above has the present's)
AVAILABLE_NEGATORS = "لا لم"
AVAILABLE_VERBS = "تتوفر يتوفر تتوافر يتوافر"
#: … and the verb of existence with the writer as holder, only before what is lacking ("لا توجد لديّ أي معلومات"، "لا يوجد
#: لدينا تفاصيل"; not "لا يوجد لدي حجز باسمك", a fact of the user's booking)
EXISTING_VERBS = "توجد يوجد"
AVAILABLE_HOLDERS = "لدي لي عندي لدينا لنا"
AVAILABLE_ANY = "أي معلومات | أية معلومات | معلومات"
#: the sources whose silence is a gap ("المستندات لا تذكر …")
SOURCE_NOUNS = """مستندات مستند وثائق وثيقة نصوص نص مصادر مصدر سياق ملفات ملف مقتطفات مقتطف مراجع مرجع
معلومات بيانات مواد محتوى سجلات"""
#: verbs of saying or holding, in the present (third person, either gender)
SOURCE_VERBS = """يجيب تجيب تقول يقول تذكر يذكر تتضمن يتضمن تتناول يتناول تحدد يحدد توضح يوضح تشير يشير تحتوي يحتوي تنص ينص
تغطي يغطي تتطرق يتطرق تبين يبين تقدم يقدم تورد يورد تحوي يحوي تفيد يفيد تشمل يشمل تعطي يعطي
توجد يوجد تتوفر يتوفر ترد يرد"""
#: gap phrases without a verb of saying
GAP_PHRASES = """
خارج نطاق المعلومات | خارج نطاق ما لدي | مش لاقي | مش لاقية | ملقيتش | ما لقيتش | لا علم لي
لا يرد في | لم يرد في | لا ترد في | لم ترد في | غير مذكور | غير مذكورة | غير محدد في | غير واضح في
لم يتم ذكر | لم يذكر في | لم يتم العثور على | لم يعثر على | لم يتم استرجاع | لم تسترجع | لم يسترجع | لم تذكر في | لا يذكر في | لا يوجد في المستندات | لا يوجد في النص | لا يوجد في السياق
ليس في المستندات | ليس في النص | ليست في المستندات | خارج نطاق المستندات | لم يرد ذكر | لا يوجد ذكر
"""
#: a first-person lack of information: a negator, a holder and what is lacking ("لا أملك تفاصيل"،
#: "ليست لدي هذه المعلومة"، "ليس بحوزتي أي معلومات"، "ما عندي تفاصيل"، "معنديش معلومات")
LACK_NEGATORS = "لا ليس ليست لست ما مش مو"
LACK_HOLDERS = "أملك لدي لدى عندي بحوزتي معي"
LACK_HOLDERS_NEGATED = "معنديش ماعنديش عنديش ماعندي"
LACK_OBJECTS = "معلومات معلومة المعلومة المعلومات تفاصيل التفاصيل تفصيل بيانات البيانات إجابة الإجابة جواب الجواب فكرة علم"
#: (the sources themselves are lacked as well: "ما عندي أي مستند متاح حاليًا يتناول …"، "ليس لدي أي وثائق عن …" — the
#: :data:`SOURCE_NOUNS` after the holder)
#: THE SOURCES NOT GIVEN TO THE WRITER, as a grammar: a negator, maybe the passive's يتم, a verb of giving or reaching
#: whose object is the writer — fused ("لم يتم تزويدي"، "لم تصلني") or with لي / إلي / لنا after it ("لم تُتح لي"، "لم
#: يُرسل إلي") — up to two words ("بأي"، "حاليًا"), then a source noun or a word of information ("… أي وثائق عن سياسة
#: الخطوط"، "… بأي مستندات عن رسوم ديوا"): the writer was given nothing to answer from. Not a third party's ("لم يتم
#: تزويد العميل بأي مستندات"، "لا تقدم الشركة أي مستندات": the object is no first person)
GIVEN_ME_FUSED = "تزويدي تزويدنا يزودني تزودني يزودنا تزودنا تصلني يصلني تصلنا يصلنا وصلتني وصلني وصلنا يعطني تعطني يعطيني تعطيني"
GIVEN_TO = "تتح يتح تتاح يتاح أتيحت أتيح يقدم تقدم يرسل ترسل يرفق ترفق تعط يعط تشارك يشارك تسلم يسلم"
GIVEN_ME = "لي إلي الي لنا إلينا معي"
#: … or not given HERE: the conversation, the message or the question in the writer's place ("لم تُرفق بالمحادثة أي
#: معلومات عن …"، "لم يُرسل مع سؤالك أي مستند"، "لم تُشارك هنا أي وثائق" — nothing was attached for the writer to read)
GIVEN_HERE = "بالمحادثة | في المحادثة | مع المحادثة | بالرسالة | في الرسالة | مع رسالتك | مع سؤالك | بسؤالك | هنا"
#: the sources' state, said of a figure ("رسوم التأخير غير متوفرة في المستندات"، "مو موجودة عندي"):
#: a gap only with the source or the writer after it ("الخدمة غير متوفرة في فرع جدة" is an answer)
STATE_NEGATORS = "غير مو مش ليس ليست ليسا"
STATE_WORDS = "مذكور مذكورة متوفر متوفرة متاح متاحة موجود موجودة واضح واضحة محدد محددة مبين مبينة منصوص"
WRITER_PLACES = "عندي لدي لي معي بين يدي أمامي"
#: a source silent about it ("المستند صامت بشأن …"، "يسكت النص عن …")
SILENT = "صامت صامتة يسكت تسكت سكت سكتت"
#: "nothing in the document": "ما في شي بالمستند"، "المستند ما فيه أي ذكر"، "مفيش معلومات في الملف"
NOTHING = "ما في | مافي | ما فيه | ما فيها | ما فيش | مفيش | مافيش | لا يوجد | لا توجد"
NOTHING_OBJECTS = "شي شيء حاجة ذكر إشارة معلومات معلومة تفاصيل"
#: "nothing in it" with the negation fused, after the source ("المستندات اللي عندي مفيهاش أي معلومة"، "الملف مافيهوش")
NOTHING_FUSED = "مفيهاش مافيهاش مفيهوش مافيهوش مفيهمش مافيهمش مفيهش مافيهش"
#: a passive gap: "لم يُذكر مقدار الرسوم في المستند"، "لم يتم تحديد الرسوم في النص"
PASSIVE_GAP_VERBS = "يذكر | تذكر | يحدد | تحدد | يوضح | توضح | يبين | تبين | يرد | ترد | يتم ذكر | يتم تحديد | يتم توضيح | يتم بيان"
#: the writer's modals of ability, in the first person (negated by لا/لن/لم: a decline)
INABLE = "أستطيع أتمكن أقدر يمكنني يمكنّي نستطيع نتمكن يمكننا أستطع أتمكّن"
#: what the writer cannot do, in a decline: tell, give, confirm, determine, know, estimate, calculate (verbal nouns and the verbs
#: after أن, maybe with "you": "تزويدك"، "إفادتك"، "أن أؤكد"); not "help" ("لا أستطيع مساعدتك بدقة" goes on to answer)
TELLING = """تزويد تزويدك تزويدكم إفادة إفادتك إفادتكم إعطاء إعطاءك إعطاؤك تقديم تأكيد التأكيد تأكد التأكد تحديد الجزم جزم
معرفة إخبار إخبارك إجابة الإجابة الرد إعلامك أؤكد أحدد أجزم أعرف أعطيك أزودك أفيدك أخبرك أجيب أقدم أذكر
تقدير تقديره حساب احتساب أحسب أقدر
تفسير أفسر"""
#: (with "interpret": "لا أستطيع تفسير النصوص القانونية" — THE DECLINED INTERPRETATION, a decline of the question)
#: the writer's inability in the dialects, negation included (Maghrebi نجم/نقدر with ما…ش, Egyptian مش + future)
INABLE_DIALECT = """ما نجمش | مانجمش | ما نجموش | ما نقدرش | مانقدرش | ما نقدروش | ما نقدر | ما اقدرش | ماقدرش | ما قدرش
مش هقدر | مش حقدر | مش قادر | مش قادرة | ما اقدر | ما أقدر | ما بقدر | ما بقدرش | ما نقدرو | مش ح نقدر | مش هنقدر | ما نستطيعش
مقدرش | مقدرتش | مأقدرش | منقدرش | منقدرتش | ما فيني | ما فيي | ما فينا | مش فيني | مش رح اقدر | ما رح اقدر | ما رح قدر"""
#: the root of "can" in the dialects, its ق said ك or گ in the Gulf and Iraq ("ما أكدر"، "تگدر") — one
#: root, three spellings, for the grammars of ability below and the user's "you can"
ABLE_ROOTS = "قدر كدر گدر"
#: the first person of "can", negated, as a grammar: a negator (maybe the future's رح/راح), the dialect imperfect's
#: ب/ح/ه and the first person's أ/ن (at least one of them: "ما تقدر" is the user's), the root, maybe Maghrebi/Egyptian
#: ش ("ما أكدر"، "ما بكدر"، "مش رح نقدر"، "ما نگدرش")
ABLE_NEGATORS = "ما | مش | مو | ما رح | مش رح | ما راح | مو راح"
_ABLE_ROOT = "(?:" + "|".join(fold_text(r) for r in ABLE_ROOTS.split()) + ")"
_ABLE_FIRST = rf"(?:(?:ب|ح|ه)[ان]?|[ان]){_ABLE_ROOT}(?:ش)?"
#: what the writer cannot do there: tell, give, confirm, fix (first person, "you" fused: نعطيك، نقولك، أأكدلك)
TELLING_DIALECT = """نعطيك نعطيكم نقولك نقلك نقولكم نأكد نأكدلك نأكدلكم نحدد نحددلك نجاوبك نفيدك نعرف نعرفش أعطيك أقولك أقلك
أأكد أأكدلك أحدد أحددلك أجاوبك أفيدك أديك أعرف أجزم نجزم أضمن نضمن قلك قلّك قول أكد أكدلك حدد حددلك جاوبك فيدك"""
#: single words that mark a guess (the English ``lexicon.HEDGES``' counterpart: the claim rule reads them)
HEDGE_WORDS = "عادة عادةً غالبا غالبًا غالباً ربما الأرجح أعتقد أظن المحتمل الغالب الأغلب أتوقع"
#: words that mark a guess
HEDGES = "عادة | غالبا | في الغالب | ربما | على الأرجح | أعتقد | أظن | يبدو | قد يكون | من المحتمل | في العادة | عادة ما"
#: words that mark a source or a figure as possibly out of date
STALE_CUES = ("قديم | قديمة | غير محدث | غير محدثة | ملغى | ملغاة | ملغي | منتهي | قد لا يكون محدثا | قد لا تكون محدثة | سابقا"
              " | لم يعد ساريا | تم تحديثه | بعد أن كان | بعد أن كانت | بدلا من | في السابق | السابق | السابقة"
              " | قبل التمديد | قبل التعديل | قبل التحديث | الإعلان السابق | النسخة السابقة"
              # a value replaced ("صارت 1600 بدل 1400"، "بعد ما كانت 1000"), a rule no longer in force ("لم يعد
              # معمولًا به"، "ما عاد ساري"), what a thing was ("الجدول الذي كان …"، "اللي كانت")
              " | بدلا عن | عوضا عن | بعد ما كان | بعد ما كانت | بعدما كان | بعدما كانت | لم يعد | لم تعد | ما عاد | ما عادت"
              " | الذي كان | التي كانت | اللي كان | اللي كانت | كان سابقا | كانت سابقا | القديم | القديمة"
              # what a thing was before the change just named ("وكانت قبل ذلك 195 درهمًا"، "كان قبلها ٣٠ يومًا")
              " | كان قبل ذلك | كانت قبل ذلك | وكان قبل ذلك | وكانت قبل ذلك | كان قبلها | كانت قبلها | كانت قبله | كان قبله"
              " | قبل ذلك كان | قبل ذلك كانت | قبلها كانت | قبلها كان"
              # amended (the bare passive "عُدِّل" folds to عدل, justice: only after قد or as تم تعديل)
              " | قد عدل | وقد عدل | تم تعديل | تم تعديله | تم تعديلها")
#: the periods a value may be said of in the past, and the words that put them there ("الموسم الماضي"، "السنة السابقة")
PAST_PERIODS = "موسم سنة عام دورة فصل شهر إصدار تعريفة نسخة لائحة لائحه تسعيرة"
PAST_WORDS = "ماضي ماضية ماضيه سابق سابقة منصرم منصرمة فائت فائتة فايت فايتة"
#: … or with a clause of which, in the past ("السنة اللي فاتت"، "الموسم الذي مضى"، "العام اللي راح")
PAST_RELATIVES = "اللي الي إللي التي الذي يلي"
PAST_VERBS = "فاتت فات مضت مضى راحت راح انقضت انقضى"
#: a change said done, in the past tense ("لكن هذا تغيّر"، "وتبدّلت الأسعار"، "اتغيرت"، "عُدِّلت": amended; the bare "عُدِّل" is "justice" folded, so only after قد/تم: STALE_CUES)
CHANGED_WORDS = "تغير تغيرت تبدل تبدلت اتغير اتغيرت اتبدل اتبدلت تحدثت عدلت تعدلت اتعدل اتعدلت"
#: sentence openers that make a pleasantry, a greeting or a wish
PLEASANTRY_OPENERS = """
أهلا | أهلا وسهلا | مرحبا | سؤال رائع | سؤال ممتاز | سؤال جيد | سؤال مهم | شكرا | بالتوفيق | أتمنى | نتمنى
يسعدني | يسعدنا | سعدت | سعيد بمساعدتك | حظا موفقا | مع تمنياتي | دمت | في أمان الله | تحياتي | العفو | على الرحب
أرجو أن يكون | آمل أن | آمل | عسى أن | عسى | بتمنالك | بتمنى لك | بتمنالكم | بتمنى | أتمنالك | اتمنالك | نتمنالك | بنتمنالك | بنتمنى | موفق | موفقة | تمنياتي | أطيب تمنياتي | سعيد بخدمتك | سعيدة بخدمتك | سعيد بمساعدتك
شكرا لتواصلك | شكرا على سؤالك | سؤال في محله | سؤال مهم | أشكرك | نشكرك | أشكركم | نشكركم | أشكرك على | نشكرك على
عذرا | آسف | أعتذر | سلامتك | ألف سلامة | مبروك | تهانينا | تشرفت | بكل سرور | بكل تأكيد | بالطبع | طبعا | حسنا
قراءة ممتعة | رحلة سعيدة | رحلة موفقة | سفرا سعيدا | إقامة سعيدة | وقتا ممتعا | عمرة مقبولة | حجا مبرورا | حج مبرور
تقبل الله | بإذن الله | إن شاء الله | وفقك الله | حفظك الله | يسر الله | الله يوفقك | دمتم | مع خالص | أطيب التمنيات
السلام عليكم | وعليكم السلام | صباح الخير | مساء الخير | حياك الله | حياكم الله | أسعد الله | طاب يومك | يومك سعيد
نهارك سعيد | يا هلا | هلا | أتفهم | أفهم | نتفهم | ما شاء الله | الله يحفظ | الله يوفق | الله يتمم | الله يجعل
الله يسلم | الله يعطيك | يعطيك العافية | يعطيك الصحة | يعطيكم الصحة | يعيشك | يعيشكم | الله يبارك فيك | ألف مبروك | ألف ألف مبروك | ألف شكر | استمتع | استمتعوا | استمتعي | مبروك مسبقا
مع السلامة | بالسلامة | أبشر | ابشر | تامر | تأمر | سم | الله يعافيك | يعطيك العافية | تكرم | أهلين | يسلمو | ولا يهمك
تحت أمرك | ربنا يوفقك | ربنا يسهل | على راسي | مرحبا بيك | مرحبا بك | الله يعاونك | بالصحة | بالتوفيق إن شاء الله | يا هلا والله
أحسن الله عزاءكم | أحسن الله عزاءك | أحسن الله عزاكم | عظم الله أجركم | عظم الله أجرك | أعظم الله أجركم | رحمه الله | رحمها الله
الله يرحمه | الله يرحمها | الله يرحمهم | غفر الله له | غفر الله لها | البقاء لله | البقية في حياتك | إنا لله وإنا إليه راجعون
خالص التعازي | خالص العزاء | تعازينا | تعازي | أصدق التعازي | رحم الله فقيدكم | رحم الله فقيدتكم | جبر الله مصابكم | تغمده الله
تغمدها الله | الله يصبركم | الله يصبرك | عوضكم الله خيرا | لا أراكم الله مكروها
عسلامة | عالسلامة | على السلامة | هلا والله | حياك | الله يسعدك | الله يرزقك | الله يشفيه | الله يشفيك | الله يخليك | الله يبارك | بارك الله | رزق وفير | قيادة آمنة | الحمد لله على السلامة | سلامة | أفهم قلقك | خيار ممتاز | خيار رائع | اختيار موفق | فكرة رائعة | بكل ود | بكل سرور | على الرحب والسعة | رمضان كريم | عيد مبارك | كل عام وأنتم بخير
"""
def _words_alt_early(table: str) -> str:
    return "|".join(sorted({fold_text(w) for w in table.split()}, key=len, reverse=True))


#: offers of more help, anywhere in a sentence
OFFERS = """
هل تحتاج | هل تود | هل تريد | هل ترغب | هل هناك شيء | هل هناك أي شيء | هل هناك أمر | هل لديك أي سؤال | هل لديك سؤال
لا تتردد | فلا تتردد | يسعدني مساعدتك | أنا هنا للمساعدة | أنا في الخدمة | إذا احتجت | إن احتجت | إذا كان لديك أي سؤال
إذا كانت لديك أي أسئلة | يمكنني مساعدتك | أخبرني إذا | أخبرني إن
هل أساعدك | هل تريدني | أقدر أساعدك | أقدر أساعد | سأساعدك | فسأساعدك | أساعدك في | يمكنني أن أساعدك
بساعدك | بساعدكم | بساعدكن | رح ساعدك | رح أساعدك | راح أساعدك | راح ساعدك | هساعدك | حساعدك | هساعدكم | حساعدكم
لو تبي | لو تبغى | إذا بغيت | إلا بغيتي | إذا بغيتي | لو عايز | لو عاوز | لو حابب | لو حابة | إذا بتحب | إذا بتحبي | إذا تبي
ابعثها لي | ابعثه لي | ابعتها لي | ابعته لي | ابعتلي | ابعثلي | ابعثهالي | ابعثهولي | ابعتهالي | ابعتهولي | ابعثهملي
ابعتهملي | أرسلهالي | ارسلهالي | أرسلها لي | أرسله لي | أرسلها إلي | أرسله إلي | شاركها معي
شاركه معي | شاركني | زودني بها | زودني به | ونراجعها | ونراجعه | وسأراجعها | وسأراجعه | وأراجعها معك | وأراجعه معك
إذا عندك سؤال | إذا عندك أي سؤال | إذا عندك استفسار | إذا عندك أي استفسار | لو عندك سؤال | لو عندك أي سؤال | لو عندك استفسار
إذا عندكم سؤال | لو عندكم سؤال | كان عندك سؤال | كان عندك أي سؤال | أنا هنا | أنا هون | أنا هنايا | أنا معاك | أنا في الخدمة
أي استفسار ثاني | أي استفسار آخر | أي سؤال ثاني | أي سؤال آخر | أي خدمة ثانية | أي خدمة أخرى | شي ثاني | حاجة تانية
حاجة ثانية | حاجة أخرى | حاجة اخرى | شي آخر | شيء آخر | خليني أعرف | خبرني إذا | قولي لو | قول لي لو | أنا جاهز | أنا جاهزة | أقدر أخدمك | أخدمك بشي | هل تحب أن
هل تحبين أن | تحب أشرح | تبي أشرح
يسعدني توضيح | يسعدني شرح | يسعدني الإجابة | يسعدني أن أوضح | يسعدني أن أشرح | يسعدني أن أساعدك | يسعدني تقديم
يسرني توضيح | يسرني شرح | يسرني الإجابة | يسرني أن أوضح | يسرني أن أشرح | يسعدنا توضيح | يسعدنا مساعدتك | يسرنا مساعدتك
شي تاني | حاجة تاني | آني حاضر | آني موجود | آني هنا | آني بالخدمة
إذا تبغى | أقدر أساعدك | بقدر ساعدك | ممكن أساعدك | أنا موجود | أنا حاضر | تحت أمرك | إذا حابين | إذا حاب | إذا تحب | إذا بدك | إذا أرسلت لي | إن أرسلت لي | إذا زودتني | إن زودتني | إذا شاركتني | إن شاركتني | لو شاركتني | إذا شاركتها معي | إذا شاركته معي | هل تودني | هل ترغب في أن | يسرني مساعدتك | أستطيع مساعدتك | في خدمتك | نحن في خدمتك
"""
#: (the OFFERS line of بساعدك: the dialects' first-person future of "help" — Levantine ب/رح، Egyptian ه/ح)
#: an offer as a question in any dialect, one grammar: (هل|طيب|شو رأيك)? WANT-you (بدك، تبي، تبغى، تحب، حابب،
#: تريد، تود، ودك، عايز …) + a first-person verb of the writer (أ… I, ن… we; "بدك أحسبلك كلفة العيلة؟"،
#: "تبي أرسل لك الرابط؟"، "تحب نحجز لك؟") ending in "؟" — the writer offers to act, states nothing
OFFER_WANTS = ("بدك بدكم بدكن بدكو تبي تبين تبون تبغى تبغي تبغين تبغون تحب تحبي تحبين تحبون حابب حابة حابين "
               "تريد تريدين تريدون تود تودين تودون ودك ودكم عايز عايزة عاوز عاوزة تحتاجني")
_OFFER_QUESTION = re.compile(rf"^(?:(?:هل|طيب|وهل|فهل|شو\s+رايك|ايش\s+رايك|اذا)\s+)?(?:{_words_alt_early(OFFER_WANTS)})\s+"
                             rf"(?:ان\s+)?(?!ال)[ان][{_L}]{{2,}}")

#: a question put to the user about their choice or wish ("أي خيار تفضّل؟"، "أي مدرج يناسبك؟"، "شو بتفضل؟"،
#: "متى تحب تحجز؟"): an interrogative, then a verb of the second person (ت… or a word with ك/كم) — it asks,
#: states nothing
ASKING = "أي أيهما ايهما شو شنو ايش إيش وش متى وين فين كيف"
_ASKING = frozenset(fold_text(w) for w in ASKING.split())
#: a question mark ending the sentence (an emoji or a mark may follow it)
_ASKED_END = re.compile(rf"[?؟][^{_L}0-9]*$")
_CHOICE_VERB = re.compile(rf"^(?:ب|ح|ه)?ت[{_L}]{{2,}}$")


def _asks_user(core: str) -> bool:
    ws = core.split()
    if not ws or len(ws) > 6 or ws[0] not in _ASKING:
        return False
    return any(_CHOICE_VERB.match(w) or _yours(w) or w in _YOU_WORDS for w in ws[1:])


#: lead-ins to what follows ("إليك التفاصيل:"، "دعني أوضح لك:"، "باختصار:"): no claim of their own when short
LEAD_INS = """
إليك | إليكم | إليكي | لنلق نظرة | لنلقي نظرة | دعني أوضح | دعني أشرح | دعني ألخص | دعنا نرى | دعنا نحسب | خلينا نشوف
خلينا نحسب | خليني أوضح | خليني أشرح | لنقارن | دعنا نقارن | دعني أقارن | لنحسب | دعني أحسب | لنتحقق | دعنا نتحقق
خلينا نقارن | باختصار | بإيجاز | بالتفصيل | كالتالي | كالآتي | هذا ملخص | هذه التفاصيل | التفاصيل كالتالي
ما يمكنني تأكيده | ما أستطيع تأكيده | ما يمكنني قوله | ما أستطيع قوله | ما أعرفه | ما نعرفه | ما تذكره | ما يذكره
ما تقوله | ما يقوله | ما تتضمنه | ما يتضمنه | ما تتناوله | ما يتناوله | ما ورد | ما هو متاح | ما هو مذكور | المتاح لدي
ما يمكنني فعله | ما أستطيع فعله | ما يمكنني عمله | ما أستطيع عمله | ما يمكنني القيام به | ما يمكنك فعله | ما يمكنك عمله
"""
#: (the last two lines: what the documents do say, announced before it is listed: "ما يمكنني تأكيده من المستندات:"،
#: "ما تذكره المعلومات عن الأطفال:"; the line after: what the writer or the user can do next, "ما يمكنني فعله:")
#: joints between clauses (the English CLAUSE_JOINT's counterpart)
CLAUSE_JOINTS = "، | ؛ | ثم | لكن | ولكن | بينما | إلا أن | غير أن | بيد أن | كما أن | وأما | أما | حيث"
#: the words that open a new clause after an Arabic comma (the English ", so|but|while …" joints of the one
#: text layer's ``CLAUSE_JOINT``): "…، لذا يُفضَّل …"، "…، لكن …"، "…، بينما …"
COMMA_JOINTS = "لذا | لذلك | لكن | لكنّ | ولكن | بينما | إلا أن | إلا أنّ | غير أن | بيد أن | ثم | مما | وبالتالي"


def comma_joint_pattern() -> str:
    """The regex (over the original text: diacritics and tatweel allowed inside a word) of an Arabic
    comma and the joint word after it, for ``groundtest.text.CLAUSE_JOINT``."""
    marks = "[\u064b-\u0652\u0670\u0640]*"
    alts = sorted({x.strip() for x in COMMA_JOINTS.split("|") if x.strip()}, key=len, reverse=True)
    body = "|".join(marks.join(re.escape(ch) if ch != " " else "\\s+" for ch in a) for a in alts)
    return rf"\u060c\s*(?:{body}){marks}(?![{_L}])\s*"


#: joints after which a first-person limit goes on to answer ("لم أجد …، لكن عادةً …")
#: (THE PRONOUN ON THE TURN: "but" may carry the subject it goes on about, "…، لكنها في العادة تكون مجانية"، "ولكنه متاح")
TURNS = ("لكن | ولكن | إلا أن | الا أن | غير أن | بيد أن | مع ذلك | ومع ذلك | لكنني | ولكنني"
         " | لكنه | لكنها | لكنهم | لكنهما | ولكنه | ولكنها | ولكنهم | ولكنهما")


def _items(table: str) -> list[str]:
    return [fold_text(x.strip()) for x in re.split(r"[|\n]", table) if x.strip()]


def _alt(items: list[str]) -> str:
    return "(?:" + "|".join(re.escape(i).replace(r"\ ", r"\s+") for i in sorted(set(items), key=len, reverse=True)) + ")"


_NB, _NA = rf"(?<![{_L}])", rf"(?![{_L}])"
_SRC = _alt([fold_text(w) for w in SOURCE_NOUNS.split()])
_VERB = _alt([fold_text(w) for w in SOURCE_VERBS.split()])
def _words_alt(table: str) -> str:
    return _alt([fold_text(w) for w in table.split()])


_W = rf"[{_L}]+"
#: what the writer lacks: information (:data:`LACK_OBJECTS`) or the sources themselves, maybe with the article
_LACKED = rf"(?:{_words_alt(LACK_OBJECTS)}|(?:ال)?{_SRC})"
#: the sources as a place, optionally, with one word of description ("بالمصادر المتاحة"، "في الوثائق اللي عندي")
_AT_SRC = rf"(?:\s+(?:في\s+|ب)(?:ال)?{_SRC}{_NA}(?:\s+{_W})?)?"
_IN_SRC = rf"\s+(?:في|ب|ضمن|داخل)\s*(?:ال)?(?:{_W}\s+)?(?:ال)?{_SRC}{_NA}"
_GAPS = [
    # (the sources named between the holder and what is lacking: "ما عندي بالمصادر المتاحة أي معلومة")
    rf"{_NB}(?:و|ف)?{_words_alt(LACK_NEGATORS)}\s+(?:[وب]?{_words_alt(LACK_HOLDERS)}){_NA}{_AT_SRC}(?:\s+{_W}){{0,2}}?\s+{_LACKED}{_NA}",
    rf"{_NB}(?:ما\s+)?{_words_alt(LACK_HOLDERS_NEGATED)}(?:\s+{_W}){{0,2}}?\s+{_LACKED}{_NA}",
    rf"{_NB}(?:و|ف)?(?:لم|لا|ما)\s+(?:(?:يتم|تتم|تم)\s+)?(?:{_words_alt(GIVEN_ME_FUSED)}|{_words_alt(GIVEN_TO)}\s+(?:{_words_alt(GIVEN_ME)}|{_alt(_items(GIVEN_HERE))}))"
    rf"{_NA}(?:\s+{_W}){{0,2}}?\s+(?:ب)?{_LACKED}{_NA}",
    rf"{_NB}{_words_alt(STATE_NEGATORS)}\s+{_words_alt(STATE_WORDS)}{_NA}(?:{_IN_SRC}|\s+{_words_alt(WRITER_PLACES)}{_NA})",
    rf"{_NB}(?:ال|و?ال)?{_SRC}{_NA}(?:\s+{_W}){{0,3}}\s+{_words_alt(SILENT)}{_NA}",
    rf"{_NB}{_words_alt(SILENT)}\s+(?:ال)?{_SRC}{_NA}",
    rf"{_NB}(?:و|ف)?{_alt(_items(NOTHING))}\s+(?:أي\s+|اي\s+)?{_words_alt(NOTHING_OBJECTS)}{_NA}(?:\s+{_W}){{0,3}}?{_IN_SRC}",
    rf"{_NB}(?:ال|و?ال)?{_SRC}{_NA}(?:\s+{_W}){{0,2}}\s+(?:(?:ما|مش|مو)\s+(?:فيه|فيها|فيهاش|فيهوش)|{_words_alt(NOTHING_FUSED)}){_NA}",
    rf"{_NB}(?:و|ف)?(?:لم|لا)\s+{_alt(_items(PASSIVE_GAP_VERBS))}{_NA}(?:\s+{_W}){{0,4}}?{_IN_SRC}",
    # the writer's inability, whatever it cannot do ("لذلك لا أستطيع تزويدك بسعر"، "لا يمكنني التأكيد"، "لن أتمكن
    # من تحديد"): a first-person modal, negated, before a verb or verbal noun (not "إلا": "لا يمكنني إلا أن أؤكد")
    rf"{_NB}(?:و|ف)?(?:لا|لن|لم)\s+{_words_alt(INABLE)}{_NA}(?:\s+(?:من|على))?\s+(?:ان\s+)?(?:ال|ب)?{_words_alt(TELLING)}",
    # the same in the dialects, the negation fused or before ("ما نجمش نعطيك"، "مانقدرش نأكدلك"، "مش هقدر أحدد")
    rf"{_NB}(?:و|ف)?{_alt(_items(INABLE_DIALECT))}{_NA}(?:\s+{_W})?\s+{_words_alt(TELLING_DIALECT)}",
    rf"{_NB}(?:و|ف)?{_alt(_items(ABLE_NEGATORS))}\s+{_ABLE_FIRST}{_NA}(?:\s+{_W})?\s+{_words_alt(TELLING_DIALECT)}",
]
_UNAVAILABLE = (rf"{_NB}(?:و|ف)?{_words_alt(AVAILABLE_NEGATORS)}\s+{_words_alt(AVAILABLE_VERBS)}\s+"
                rf"(?:{_words_alt(AVAILABLE_HOLDERS)}|{_alt(_items(AVAILABLE_ANY))}){_NA}"
                rf"|{_NB}(?:و|ف)?{_words_alt(AVAILABLE_NEGATORS)}\s+{_words_alt(EXISTING_VERBS)}\s+{_words_alt(AVAILABLE_HOLDERS)}\s+"
                rf"(?:{_words_alt('أي أية')}\s+)?{_words_alt(LACK_OBJECTS)}{_NA}")
_REFUSAL = re.compile(
    rf"{_NB}(?:و|ف)?{_alt(_items(REFUSALS))}|{_UNAVAILABLE}|" + "|".join(_GAPS) + ""
    rf"|{_NB}(?:و|ف)?(?:لا|لم)\s+{_VERB}{_NA}(?:\s+[{_L}]+){{0,1}}\s+(?:ال|ب|بال|في\s+ال)?{_SRC}{_NA}"
    rf"|{_NB}(?:ال|و?ال)?{_SRC}{_NA}(?:\s+[{_L}]+){{0,3}}\s+(?:(?:لا|لم|ف?لا|ما|مو|مش)\s+{_VERB}|(?:ما|مو|مش)\s+[بكهح]{_VERB}|(?:ما\s+|م)[بك]?{_VERB}ش){_NA}"
    rf"|{_NB}(?:ف|و)?{_alt(_items(GAP_PHRASES))}"
)
#: a hedge word opening a clause of its own after a gap ("…، وغالباً …"، "… وربما …"، "…، بس غالبًا …"، Tunisian "…، أما
#: عادةً …" (أما: but); not "جواباً قد يكون
#: خاطئاً")
_GUESS_AFTER = re.compile(rf"(?:[,;]\s*(?:و|ف)?|\s(?:و|ف))\s*(?:(?:بس|لكن|ولكن|اما)\s+)?{_alt([fold_text(w) for w in HEDGE_WORDS.split()])}{_NA}")
#: (and the dialects' "but", بس, bare before two words at least: "ما عندي مستندات عن التقديمات 🙏 بس بشكل عام، النقابة
#: بتأمّن …" goes on to answer; a final "… وبس" is "that's all")
_TURN = re.compile(rf"{_NB}(?:و|ف)?{_alt(_items(TURNS))}{_NA}|{_NB}بس{_NA}(?=\s+[^\s]+\s+[^\s]+)")
#: THE LAW CITED AFTER A GAP: a clause after the gap that opens on a source lead and a law named by its kind in the
#: construct ("لا تتوفر لديّ وثائق حول الغرامات 🙏 ووفق قانون إقامة الأجانب … تُفرض غرامة يومية"، "…، لكن بحسب نظام العمل
#: …") or an article by its number ("بموجب المادة ٤٠ …"): it goes on to answer from a source the writer names — a claim,
#: no gap. The clause opens after a joint (a comma, an emoji, "و"/"ف"): not a lead inside the gap clause, "لا تذكر
#: الوثائق الغرامة وفق نظام الإقامة"، "حسب المستندات المتاحة" (which say where the gap is), nor a law referred back to,
#: "وفق القانون المذكور".
GAP_SOURCE_LEADS = "وفق وفقا وفقًا حسب بحسب بموجب طبقا طبقًا استنادا استنادًا"
GAP_LAWS = "قانون نظام لائحة مرسوم قرار تعليمات"
GAP_ARTICLES = "المادة مادة"
_LAW_AFTER_GAP = re.compile(rf"(?:[,;]\s*(?:و|ف)?|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF][\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f]*\s*(?:و|ف)?"
                            rf"|\s(?:و|ف))(?:(?:لكن|بس)\s+)?"
                            rf"{_alt([fold_text(w) for w in GAP_SOURCE_LEADS.split()])}(?:\s+|\s*ل)"
                            rf"(?:{_alt([fold_text(w) for w in GAP_LAWS.split()])}\s+[{_L}]"
                            rf"|{_alt([fold_text(w) for w in GAP_ARTICLES.split()])}\s*[(\[]?\s*[0-9])")
_OPENER = re.compile(rf"^(?:و|ف)?{_alt(_items(PLEASANTRY_OPENERS))}{_NA}")
#: what the sources say, announced as a grammar (the LEAD_INS' "ما تذكره"، "ما يتضمنه" in any dialect): a relative
#: (ما، اللي، يلي …), the dialect imperfect's ب/ك/ه/ح maybe, a verb of saying or holding, its object maybe (ه، ها، و)
#: — "اللي بتغطيه الوثائق:"، "اللي تذكرو الوثيقة:"، "يلي بيذكره الملف:"
LEAD_RELATIVES = "ما اللي الي إلي يلي لي الذي التي"
DIALECT_IMPERFECT_PREFIXES = "ب ك ه ح"
_SAYS = rf"(?:[{''.join(DIALECT_IMPERFECT_PREFIXES.split())}])?{_VERB}(?:ه|ها|و|هم)?"
_LEAD_IN = re.compile(rf"^(?:و|ف)?(?:{_alt(_items(LEAD_INS))}|{_words_alt(LEAD_RELATIVES)}\s+{_SAYS}){_NA}")
#: the writer's "help you", in any person and tense of the writer as a grammar: the future (س، رح، راح) or the dialect
#: imperfect (ب، ح، ه), the first person (أ، ن) or the bare Levantine stem after فيني/بقدر, the verb, "you" ("أساعدك"،
#: "سنساعدك"، "بساعدكم"، "فيني ساعدك"); not the third person's ي/ت ("تساعدك الخطة على …" states a fact)
HELP_STEMS = "ساعد خدم عاون"  # (عاون: the Maghrebi and Gulf "help", "ونعاونك نفهمها")
_HELP_YOU = (rf"{_NB}(?:و|ف)?(?:(?:رح|راح)\s+)?(?:س|ب|ح|ه)?[ان]?(?:{'|'.join(HELP_STEMS.split())})"
             rf"(?:ك|كم|كي|كن|كو){_NA}")
#: the writer at the user's service as a grammar: a first-person pronoun in any dialect (أنا، آني، إحنا …), maybe
#: "always" or "here", then a word of readiness ("أنا حاضر"، "آني حاضر 👍"، "إحنا موجودين"، "أنا دايماً جاهزة"): the
#: writer offers, states nothing
WRITER_PRONOUNS = "أنا انا آني اني إني احنا إحنا نحن نحنا حنا"
READY_ADVERBS = "دائما دايما دوم دوما هنا هون موجود"
READY_WORDS = "حاضر حاضرة حاضرين موجود موجودة موجودين جاهز جاهزة جاهزين بالخدمة بخدمتك بالخدمه"
#: "anything else" as a grammar: (أي)? a word of "thing" in any dialect, then "other" in any dialect ("شي ثاني"،
#: "بأي شي تاني"، "حاجة تانية"، "إشي ثاني"، "أي شيء آخر")
THING_WORDS = "شي شيء اشي إشي حاجة شغلة حاجات أشياء اشياء"
OTHER_WORDS = "ثاني تاني آخر اخر ثانية تانية أخرى اخرى تانين ثانيين"
_READY = (rf"{_NB}(?:و|ف)?{_words_alt(WRITER_PRONOUNS)}\s+(?:{_words_alt(READY_ADVERBS)}\s+)?"
          rf"{_words_alt(READY_WORDS)}{_NA}")
_ANOTHER_THING = rf"{_NB}(?:و|ف|ب|وب)?(?:(?:ا|با|وبا)ي\s+)?{_words_alt(THING_WORDS)}\s+{_words_alt(OTHER_WORDS)}{_NA}"
#: THE WRITER'S ABILITY TO HELP as a grammar: "I can" (يمكنني، أستطيع، بإمكاني، أقدر، بقدر), maybe an adverb of also or
#: gladly (أيضًا، كذلك، بكل سرور، بالتأكيد), then "help you" as a verbal noun or a verb ("ويمكنني أيضًا مساعدتك في ترتيب
#: قائمة بالأسئلة"، "أستطيع كذلك أن أساعدك"): the writer offers, states nothing
WRITER_CAN = "يمكنني أستطيع استطيع بإمكاني بامكاني أقدر اقدر بقدر يمكننا نستطيع بإمكاننا"
HELP_ADVERBS = "أيضا أيضًا ايضا كذلك دائما بالتأكيد طبعا بالطبع"
_CAN_HELP = (rf"{_NB}(?:و|ف)?{_words_alt(WRITER_CAN)}\s+(?:{_words_alt(HELP_ADVERBS)}\s+)?(?:ان\s+)?"
             rf"(?:مساعدتك|مساعدتكم|[ان]ساعدك|[ان]ساعدكم|خدمتك|[ان]خدمك){_NA}")
#: THE USER ASKED TO SEND WHAT THEY HAVE as a grammar: a verb of sending or sharing (:data:`SEND_STEMS`) in the
#: feminine imperative (its ي), maybe its object pronoun or "to me" ("أرسليها وسأوضح لكِ المطلوب"، "شاركيه معي"،
#: "ابعتيلي الصورة"): the writer asks for the user's document, states nothing (the masculine "أرسلها" is also the
#: past "he sent it", and the plural "أرسلوها" "they sent it": those stay in OFFERS' fixed phrases with لي/معي)
SEND_STEMS = "أرسل ارسل ابعث ابعت شارك صيفط"
_SEND_ME = rf"{_NB}(?:و|ف)?(?:{_words_alt(SEND_STEMS)})ي(?:ها|ه|هم|ني|لي)?{_NA}"
#: … or in the masculine with its object and "to me" as a word of its own in any dialect ("صيفطها ليا" Darija, "ابعثها
#: إلي"، "أرسله لي"): the object pronoun and "to me" together ask for the user's paper (the past "he sent it to me" is
#: no answer's sentence)
TO_ME = "لي ليا إلي الي ليّا"
_SEND_TO_ME = rf"{_NB}(?:و|ف)?(?:{_words_alt(SEND_STEMS)})(?:ها|ه|هم|و)\s+(?:{_words_alt(TO_ME)}){_NA}"
_OFFER = re.compile(rf"{_NB}(?:و|ف)?{_alt(_items(OFFERS))}{_NA}|{_HELP_YOU}|{_READY}|{_ANOTHER_THING}|{_CAN_HELP}|{_SEND_ME}|{_SEND_TO_ME}")
_HEDGE = re.compile(rf"{_NB}(?:و|ف)?{_alt(_items(HEDGES))}{_NA}")
_STALE = re.compile(rf"{_NB}(?:و|ف)?{_alt(_items(STALE_CUES))}{_NA}"
                    rf"|{_NB}(?:لا|ليس|ليست)\s+(?:[{_L}]+\s+){{0,3}}محدث"  # "قد لا يكون هذا السعر محدثًا"
                    r"|(?<![^\s(])بدل\s*[*_]*\s*\d"  # "صارت 1600 بدل 1400" (not "بدل السكن": an allowance)
                    # a past period ("في الموسم الماضي كانت …"، "خلال السنة السابقة"، "التعريفة الفائتة") and a change
                    # said done ("لكن هذا تغيّر"، "وتبدّلت"): the value is said of the past
                    rf"|{_NB}(?:ال)?{_words_alt(PAST_PERIODS)}\s+(?:ال)?{_words_alt(PAST_WORDS)}{_NA}"
                    rf"|{_NB}(?:ال)?{_words_alt(PAST_PERIODS)}\s+(?:{_words_alt(PAST_RELATIVES)})\s+(?:{_words_alt(PAST_VERBS)}){_NA}"
                    rf"|{_NB}(?:و|ف)?{_words_alt(CHANGED_WORDS)}{_NA}")
_JOINT = re.compile(rf"\s*[,;]\s*|\s+(?=(?:{_alt([j for j in _items(CLAUSE_JOINTS) if j not in (',', ';')])}){_NA})")
_CUE_WORDS = frozenset(fold_text(w) for w in ("لا لم ليس ليست لست غير يتعذر تعذر أعتذر خارج ما مش مو معرفش ماني لن عدم "
                                              f"مافي مفيش مافيش {LACK_HOLDERS_NEGATED} {SILENT} {NOTHING_FUSED}").split()) \
    | frozenset(i for i in _items(INABLE_DIALECT) if " " not in i)  # (the negation fused: "مقدرش"، "مانجمش")
_DIGIT = re.compile(r"\d")
_MARKUP = re.compile(r"[*_`~]+")


@lru_cache(maxsize=4096)
def _fold(sentence: str) -> str:
    # markdown emphasis ("**لا يذكر**") is no word: it must not part a phrase from its verb
    return re.sub(r"\s+", " ", _MARKUP.sub("", fold_text(sentence))).strip()


def might_refuse(text: str) -> bool:
    """Cheap gate: False when no sentence of ``text`` can be an Arabic refusal."""
    toks = set(re.findall(rf"[{_L}]+", _fold(text)))
    return not _CUE_WORDS.isdisjoint(toks) or not _CUE_WORDS.isdisjoint(t[1:] for t in toks if t[:1] in "وف")


def is_refusal(sentence: str) -> bool:
    """Whether this Arabic sentence declines or names a gap in the sources (see the module doc)."""
    s = _fold(sentence)
    m = _REFUSAL.search(s)
    if m is None:
        return False
    t = _TURN.search(s, m.end())
    if t is not None and re.search(rf"[{_L}0-9]", s[t.end():]):
        return False  # "لم أجد …، لكن عادةً …": it goes on to answer
    h = _GUESS_AFTER.search(s, m.end())
    if h is not None and re.search(rf"[{_L}0-9]", s[h.end():]):
        return False  # "لا أملك معلومات عن التوصيل، وغالباً يكون مجانياً": a guess after the gap, in a clause of its own
    if (law := _LAW_AFTER_GAP.search(s, m.end())) is not None and re.search(rf"[{_L}0-9]", s[law.end():]):
        return False  # "… 🙏 ووفق قانون إقامة الأجانب … تُفرض غرامة يومية": a law's rule after the gap
    return True


#: the writer announcing a correction of the user's premise, as a grammar ("بس خلني أصحح معلومة صغيرة أول"، "للأسف لأ يا
#: فندم 😕 لازم أصحح المعلومة دي"، "اسمح لي أوضح نقطة مهمة"، "تصحيح بسيط:"): an answer's head maybe (للأسف، لا، أيوه …
#: and a vocative يا + one word), a lead (بس، لكن), the writer's will or need (خلني، دعني، لازم، حابب …), the verb of
#: correcting in the first person (or its verbal noun), then its object and its qualifiers (معلومة صغيرة، المعلومة
#: دي، أول). It states nothing: the corrected value after it is a claim of its own and is checked as such
CORRECTION_HEADS = "للأسف للاسف لسوء الحظ معلش عذرا آسف لا لأ لاء لأه أيوه ايوه نعم اي إي أكيد طبعا والله"
CORRECTION_LEADS = "بس لكن ولكن بيد قبل أولا وقبل"
CORRECTION_WILLS = ("خلني خليني خلينا دعني دعنا اسمح اسمحلي اسمحيلي اسمحي لي لازم يجب لابد بد حابب حابة حاب حبيت "
                    "بدي أود أحب ودي أبي أبغى عايز عايزة ينبغي أن ان إن")
CORRECTION_VERBS = "أصحح نصحح اصحح صحح أصحّح أوضح نوضح وضح أصلح نصلح أعدل نعدل أنبه ننبه نبه تصحيح توضيح تنبيه"
CORRECTION_OBJECTS = ("لك لكم معلومة المعلومة معلومه نقطة النقطة شي شيء حاجة الحاجة أمر الأمر خطأ الخطأ غلطة الغلطة "
                      "صغيرة بسيطة مهمة سريعة صغير بسيط مهم سريع دي ده هذي هاي هذه هذا هذيك هاد هادي أول أولا أولًا "
                      "قبل كل الإجابة الجواب بالأول بالاول في فيها فيه بسؤالك سؤالك بالسؤال"
                      # the writer's own earlier turn ("معلومة ذكرتها لك سابقاً"، "في ردي السابق")
                      " ذكرتها ذكرته ذكرتهالك قلتها قلته قلتهالك سابقا سابقًا ردي السابق السابقة"
                      # … by a relative ("يجب أن أصحّح ما ذكرته سابقاً"، "خليني أصحح اللي قلته")
                      " ما اللي الي الذي التي")
#: (THE CORRECTION'S FRAME: the lead may name what the correction comes before, "قبل الحساب، لازم أصحح …"، and the
#: writer's apology may close it, "… وأعتذر عن الخطأ")
CORRECTION_BEFORE = "الحساب الحسبة الإجابة الاجابة الجواب الرد التفاصيل الخطوات"
CORRECTION_APOLOGY = "وأعتذر وآسف واعتذر وعذرا"
_PREAMBLE_WORDS = r"[^\s]+"
_CORRECTION = re.compile(
    rf"^(?:{_words_alt(CORRECTION_HEADS)}\s+)*(?:يا\s+{_PREAMBLE_WORDS}\s+)?"
    rf"(?:(?:و|ف)?{_words_alt(CORRECTION_LEADS)}\s+(?:{_words_alt(CORRECTION_BEFORE)}\s+)?)?(?:(?:و|ف)?{_words_alt(CORRECTION_WILLS)}\s+){{0,2}}"
    rf"(?:و|ف)?(?:ا|ن)?{_words_alt(CORRECTION_VERBS)}(?:\s+{_words_alt(CORRECTION_OBJECTS)})*"
    rf"(?:\s+{_words_alt(CORRECTION_APOLOGY)}(?:\s+(?:عن|على)\s+(?:ال)?(?:خطا|غلط|غلطه|ذلك|هذا))?)?$")


def is_correction_preamble(text: str) -> bool:
    """Whether this Arabic clause only announces a correction of the user's premise (:data:`_CORRECTION`): no
    figure, no other word."""
    core = re.sub(rf"[^{_L}0-9\s]", " ", _fold(text)).strip()
    core = re.sub(r"\s+", " ", core)
    return bool(core) and not _DIGIT.search(core) and _CORRECTION.match(core) is not None


#: a restatement in other words, as a grammar (the English "i.e.", "that is", "in other words"): a marker (أي أن، يعني،
#: بمعنى آخر، بعبارة أخرى …), "that" maybe with its pronoun ("أي أنها لا تتجاوز ألف درهم مهما طالت المدة"، "يعني إنه …");
#: or the bare "أي" before a measure said again ("— أي شهر كامل تقريباً"، "أي حوالي أسبوعين"، "أي ٣٠ يومًا"), not before
#: any other noun ("أي سؤال"، "أي فرع": any, which)
RESTATE_MARKERS = "أي أن | أي إن | اي ان | يعني | بمعنى | بمعنى آخر | بمعنى اخر | بعبارة أخرى | بعبارة اخرى | بكلمات أخرى"
RESTATE_THAT = "أن إن ان"
RESTATE_THAT_PRONOUNS = "ه ها هم هما هن ك كم نا ني"
RESTATED_MEASURES = ("شهر شهرين شهور أشهر أسبوع أسبوعين أسابيع يوم يومين أيام سنة سنتين سنوات عام عامين ساعة ساعتين ساعات "
                     "دقيقة دقائق نصف نص ربع ثلث حوالي حوالى تقريبا قرابة نحو ما يعادل ما يقارب أكثر أقل ضعف")
_RESTATE = re.compile(
    rf"^(?:و|ف)?(?:{_alt(_items(RESTATE_MARKERS))})(?:{'|'.join(RESTATE_THAT_PRONOUNS.split())})?(?:\s+(?:{_words_alt(RESTATE_THAT)})(?:{'|'.join(RESTATE_THAT_PRONOUNS.split())})?)?{_NA}"
    rf"|^(?:و|ف)?اي\s+(?:\d|(?:ما\s+)?{_words_alt(RESTATED_MEASURES)}{_NA})")


_PREAMBLE_CUT = re.compile(r"[.!?؟:\n]+")


def correction_words(text: str) -> frozenset[str]:
    """The folded words of the parts of ``text`` that only announce a correction (:func:`is_correction_preamble`):
    the writer's, no matter of the world (the response-level share of new words leaves them out)."""
    out: set[str] = set()
    for part in _PREAMBLE_CUT.split(text):
        if part.strip() and is_correction_preamble(part):
            out.update(re.findall(rf"[{_L}]+", _fold(part)))
    return frozenset(out)


def is_restatement(text: str) -> bool:
    """Whether this Arabic clause opens as a restatement of what was just said (:data:`_RESTATE`)."""
    core = re.sub(rf"[^{_L}0-9\s]", " ", _fold(text)).strip()
    return _RESTATE.match(re.sub(r"\s+", " ", core)) is not None


#: THE LIST'S NUMBER: the number a list item opens with ("1. إذا زودتني بمعلومات المزرعة، سأستخرج لك المواعيد"، "٢) يمكنك
#: التواصل مع المزرعة مباشرة") is the list's, no figure of the sentence (the English ``checker.scaffold.unnumbered``)
_LIST_NUMBER = re.compile(r"^[\W_]*[0-9\u0660-\u0669\u06f0-\u06f9]{1,2}[.)][*_]*\s+(?=[^\W\d_])")


def unnumbered(sentence: str) -> str:
    """The sentence without the number of the list item it opens (:data:`_LIST_NUMBER`)."""
    return _LIST_NUMBER.sub("", sentence, count=1)


def is_filler(sentence: str) -> bool:
    """Whether this Arabic sentence is a pleasantry, a wish or an offer that states nothing."""
    sentence = unnumbered(sentence)
    s = _fold(sentence)
    core = re.sub(rf"[^{_L}0-9\s]", " ", s).strip()
    if not core or _DIGIT.search(core):
        return not core
    from .numbers import extract as values

    if values(sentence):
        return False  # "بالتوفيق، والموعد يوم الأحد": a value beside the wish is a claim
    if _LEAD_IN.match(core) and (s.rstrip().endswith(":") or len(core.split()) <= 6):
        return True
    if s.rstrip().endswith(":") and _ADVICE_LEAD.fullmatch(_letters(s[p.end():] if (p := _PURPOSE_FIRST.match(s)) else s)):
        return True  # "أقترح عليك:"، "حتى لا أعطيك معلومة قد تكون خاطئة، أقترح:": the advice that follows is its own
    if is_correction_preamble(core):
        return True  # "بس خلني أصحح معلومة صغيرة أول:": the correction is announced, the value after it is its own claim
    if _OFFER.search(core) and not core.startswith(fold_text("لا تتوفر")):
        return _only_acts(s)  # "إذا أرسلت لي قائمتهم، يسعدني مساعدتك" (not "… — علماً بأنهم يقدمون قصة مجانية")
    if _ASKED_END.search(s) and (_OFFER_QUESTION.match(core) or _asks_user(core)):
        return True
    if is_referral(sentence):
        return True
    if _EVERY_YEAR_WISH.match(core):
        return True  # "وكل عام وأنت بخير!"
    if (wish := _WISH_NP.match(core)) is not None and len(core.split()) <= WISH_WORDS and _WISH_TAIL.fullmatch(core, wish.end()):
        return True  # "إقامة ممتعة في جربة!" (not "إقامة ممتعة والمسبح مفتوح يوميًا": a clause of its own after it)
    # a wish with a clause of another subject after it that says a thing is free ("نتمنى لقطتك رحلة آمنة، والخبر
    # الحلو إن الفحص البيطري مجاني") states that clause, the scope word a detail wherever it is said (as a figure
    # beside the wish is, above); a compliment or a refusal after the opener ("ما شاء الله، هدية جميلة") states none
    return _OPENER.match(core) is not None and len(core.split()) <= 14 and not _free_beside(s)


#: THE ADVICE'S LEAD: the writer's suggestion announced alone before a list or a colon ("أقترح:"، "أقترح عليك:"، "نصيحتي
#: لك:"، "أنصحك بما يلي:"): what follows is advice, read item by item; nothing is said before it
ADVICE_LEADS = ("أقترح | نقترح | أنصحك | ننصحك | أنصحكم | ننصحكم | أنصح | ننصح | أوصي | نوصي | أوصيك | نصيحتي | نصيحتنا | اقتراحي"
                # the suggestion named by a clause of what ("ما أقترحه عليك:"، "اللي بنصحك فيه:")
                " | ما أقترحه | ما نقترحه | ما أنصحك به | ما أنصح به | ما أوصي به | اللي أقترحه | اللي بقترحه | اللي بنصحك فيه"
                " | اللي أنصحك فيه")
ADVICE_LEAD_TAILS = "عليك | عليكم | لك | لكم | بالتالي | بما يلي | بالآتي | بالاتي | التالي | الآتي | ما يلي"
_ADVICE_LEAD = re.compile(rf"(?:و|ف)?{_alt(_items(ADVICE_LEADS))}(?:\s+{_alt(_items(ADVICE_LEAD_TAILS))})?")


def _letters(s: str) -> str:
    """The folded text's letters and digits only, its words one space apart."""
    return re.sub(r"\s+", " ", re.sub(rf"[^{_L}0-9\s]", " ", s)).strip()


#: a wish said as a noun of the occasion and an adjective of good ("إقامة ممتعة في جربة!"، "رحلة آمنة"، "غوصًا ممتعًا"،
#: "عطلة سعيدة للعائلة"): the occasion (with the user's possessive or the accusative of a wish), then the wish's adjective
WISH_NOUNS = ("إقامة رحلة سفر سفرة زيارة قراءة عطلة إجازة وقت وقتا يوم يوما غوص غوصا تجربة مشوار عودة وصول عمرة حج نزهة سهرة"
              # the times of a day and of a feast ("نهارك حلو!"، "ليلة سعيدة"، "عيد سعيد")
              " نهار نهارا ليلة صباح مساء عيد أسبوع")
WISH_ADJECTIVES = ("سعيد سعيدة سعيدا ممتع ممتعة ممتعا موفق موفقة موفقا آمن آمنة آمنا طيب طيبة طيبا مريح مريحة مريحا هانئ"
                   " هانئة هانئا جميل جميلة جميلا رائع رائعة رائعا مبارك مباركة مباركا سالم سالمة"
                   # the dialects' "nice" ("نهارك حلو"، "سهرة حلوة")
                   " حلو حلوة حلوا")
#: THE FEAST'S WISH: "every year and you are well" in its persons and dialects ("وكل عام وأنت بخير!"، "كل سنة وانتو طيبين")
EVERY_YEAR_WISH = (r"(?:و|ف)?كل\s+(?:عام|سنه)\s+و\s*(?:انت|انتي|انتم|انتو|انتوا|انتما|انتن|حضرتك)\s+"
                   r"(?:بخير|طيب|طيبه|طيبين|بالف\s+خير|سالم|سالمين)")
_EVERY_YEAR_WISH = re.compile(rf"^{EVERY_YEAR_WISH}{_NA}\s*$")
#: the most words of such a wish (the occasion's place or company after it: "في جربة"، "مع العائلة")
WISH_WORDS = 6
#: what may follow the wish: its place, company or time ("في جربة"، "مع العائلة"، "لكم"، "بإذن الله")
_WISH_TAIL = re.compile(rf"(?:\s+(?:{_words_alt('في مع الى إلى على لكم لك لكما ان إن شاء الله بإذن باذن')}|[لب][{_L}]+)(?:\s+[{_L}]+)?)*\s*")
#: (with the user's possessive: "رحلتك"، "إقامتكم" — a ة before it is a ت)
_WISH_FORMS = [f for n in (fold_text(w) for w in WISH_NOUNS.split())
               for f in (n, *((n[:-1] + "ت" if n.endswith("ه") else n) + p for p in ("ك", "كم", "كي", "كما")))]
_WISH_NP = re.compile(rf"^(?:و|ف)?{_alt(_WISH_FORMS)}\s+{_words_alt(WISH_ADJECTIVES)}{_NA}")


def _free_beside(s: str) -> bool:
    """A clause of the (folded) sentence that is no act of speech to the user says something is free."""
    from .polarity import says_free

    return says_free(s) and any(not _only_acts(part) and says_free(part) for part in _ACT_JOINT.split(s) if part.strip())


#: the clauses of a sentence addressed to the user (the English ``checker.scaffold.SPEECH_CLAUSES``' counterpart):
#: beside an offer, each clause is an offer, a pleasantry, advice to ask them or a condition on the user ("إذا
#: أرسلت لي …"، "لو عندك …"); a clause of another subject ("والصالون يفتح …"، "علماً بأنهم يقدمون …") states a fact
USER_CONDITIONS = "إذا | اذا | إن | لو | في حال | عندما | متى ما | كان"
#: (the last: the Maghrebi "if" ("كان عندك فاتورة، ابعثهالي"): a condition only before a word of the user's, as every
#: one here, so "كان" the copula of a fact is none)
#: a request put to the user for their details ("قول لي"، "أخبرني"، "أرسل لي"): the English ``REQUESTS``
USER_REQUESTS = ("قول لي | قولي لي | قل لي | قولي | قولّي | أخبرني | خبرني | اخبرني | خبريني | أخبريني | أرسل لي | أرسلي لي | ابعث لي"
                 " | ابعتلي | ابعثلي | شاركني | زودني | بلغني | عرفني | علمني | وضح لي | اكتب لي"
                 # the dialects' verbs of telling, to one user or to several ("بس احكوا"، "قولولي"، "خبروني")
                 " | احكي | احكيلي | احكي لي | احكيلنا | احكوا | احكو | احكولي | احكوا لي | قلي | قلّي | قولوا | قولو | قولولي"
                 " | قولوا لي | خبروني | اخبروني | أخبروني | بلغوني | عرفوني | ابعتوا لي | ابعتولي | ارسلوا لي | أرسلوا لي")
#: a particle before the request ("بس احكوا": just tell me; "فقط أخبرني"؛ "بعدين قولولي")
REQUEST_LEADS = "بس | فقط | بعدين | طيب"
_USER_REQUEST = re.compile(rf"^(?:و|ف)?(?:(?:{_alt(_items(REQUEST_LEADS))})\s+)?(?:{_alt(_items(USER_REQUESTS))}){_NA}")
_USER_CONDITION = re.compile(rf"^(?:و|ف)?(?:{_words_alt_early(USER_CONDITIONS)})\s+\S*(?:ت|تي|تم|ك|كم|ني|لي)(?:\s|$)")
#: where a clause ends in a sentence addressed to the user: a comma or semicolon, a dash, "knowing that" (علماً بأن)
_ACT_JOINT = re.compile(rf"\s*[,;:،؛]\s*|\s+[-\u2013\u2014]+\s+|\s+(?=(?:و)?{fold_text('علما')}\s)"
                        r"|\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]+\s*")


def _user_condition(core: str) -> bool:
    """A condition on the user: a condition word, then a second-person word among the next two ("إذا أرسلت لي"،
    "إذا كان لديك"، "لو عندك")."""
    if _USER_CONDITION.match(core):
        return True
    m = _CONDITION_WORD.match(core)
    return m is not None and any(addresses_user(w) or _yours(w) or _you_to_me(w) for w in core[m.end():].split()[:2])


def _you_to_me(w: str) -> bool:
    """A verb of the second person with "me" as its object ("تشاركني"، "تبعتلي"، "بترسلي"): the user acts for the
    writer (the third person feminine reads the same, but a condition put to the user names the user)."""
    w = w[1:] if w[:1] in "وف" and len(w) > 5 else w
    w = w[1:] if w[:1] in "بح" and w[1:2] == "ت" else w
    return w[:1] == "ت" and len(w) >= 5 and w.endswith(("ني", "لي"))


#: (inside a clause, not إن: folded, it is أن "that" too)
_USERS_OWN = re.compile(rf"(?:^|\s)(?:و|ف)?(?:{_words_alt_early('إذا اذا لو')}|{fold_text('في حال')})(?=\s)")
_CONDITION_WORD = re.compile(rf"^(?:و|ف)?(?:{_words_alt_early(USER_CONDITIONS)})(?=\s)")


def _by_channel(core: str) -> bool:
    """A channel named as the way to reach them ("عبر تطبيق الصالون"، "على الرقم …"، "بالهاتف"), not a thing the writer
    sends ("أن أرسل لك الرابط")."""
    toks = core.split()
    for k, w in enumerate(toks):
        if w == _VIA or (w[:1] == "ب" and w in _CHANNELS and w != "ب"):
            return True
        if w in _CHANNELS and k and (toks[k - 1] in _MEANS_BEFORE or toks[k - 1] == _VIA):
            return True
    return False


_VIA = fold_text("عبر")
_MEANS_BEFORE = frozenset(fold_text(w) for w in "على خلال طريق".split())


def _only_acts(s: str) -> bool:
    """Every clause of the folded sentence ``s`` is an offer, a pleasantry, a referral, a condition on the user or
    speaks to or of the user (:func:`addressed_clauses`), and names no channel (an app, a number, a website: a detail
    to check wherever it is said, as in a referral)."""
    for part in _ACT_JOINT.split(s):
        core = re.sub(rf"[^{_L}0-9\s]", " ", part).strip()
        m = _USERS_OWN.search(core)  # "… إذا كان لديك مستند أو رابط": from the condition on, the user's own
        if m is not None and (addresses_user(core[m.end():]) or any(_yours(w) for w in core[m.end():].split()[:2])):
            core = core[:m.start()]
        if core and not _user_condition(core) and _by_channel(core):
            return False  # (what the user has is theirs: "إذا كان لديك مستند أو رابط")
    return addressed_clauses(s, folded=True)


def addressed_clauses(sentence: str, *, folded: bool = False) -> bool:
    """Every clause of the Arabic sentence is put to the user: an offer, a pleasantry, advice, a referral, a
    condition on the user, or a clause with a second-person word ("دعواك"، "لك"، "يمكنك"): the writer speaks to the
    user of their case. A clause of another subject with none ("والصالون يفتح …"، "علماً بأنهم يقدمون …"، "الوكالات
    تبقى مفتوحة …") states a fact of the world."""
    s = sentence if folded else _fold(sentence)
    for part in _ACT_JOINT.split(s):
        core = re.sub(rf"[^{_L}0-9\s]", " ", part).strip()
        if not core:
            continue
        if _OFFER.search(core) or _OPENER.match(core) or _user_condition(core) or _ADVICE.search(core) or _USER_REQUEST.match(core) \
                or addresses_user(core) or any(_yours(w) for w in core.split()) or is_referral(part):
            continue
        return False
    return True


#: advice to check with the organisation: who advises (optional) and the act of checking
REFERRAL_OPENERS = """
أنصحك | ننصحك | أنصح | ننصح | أنصحكم | ننصحكم | نصيحتي | نصيحتي لك | نصيحتنا | ونصيحتي | يستحسن | يفضل | من الأفضل | الأفضل | يرجى | أرجو | يمكنك | بإمكانك
يمكنكم | عليك | ينبغي | يجدر | ينصح | أقترح | نقترح | أوصي | نوصي | حاول | لذا | لذلك
تقدر | تقدري | تقدرو | تقدروا | بتقدر | بتقدري | تگدر | تكدر
"""
REFERRAL_ACTS = """
التواصل | التحقق | الرجوع | مراجعة | الاتصال | الاستفسار | السؤال | التأكد | التوجه | زيارة | سؤال
تواصل | تتواصل | راجع | تراجع | اتصل | تتصل | تحقق | تتحقق | استفسر | تستفسر | تأكد | تتأكد | توجه | تتوجه | اسأل | تسأل
استوضح | تستوضح | الاستيضاح | استعلم | تستعلم | الاستعلام | استفهم | تستفهم
تثبت | تتثبت | التثبت | تتثبتو | تتثبتوا | تابع | تتابع | المتابعة | متابعة | تتابعو | تتابعوا
استشر | تستشير | تستشيري | استشيري | استشارة | الاستشارة | باستشارة | تعرض | تعرضي | اعرض | اعرضي
الاطلاع | الإطلاع | اطلع | اطّلع | تطلع على
سول | تسول | تسولي | تسولو | سولي
"""
#: THE BEST WAY: advice said as the best way, with the act of checking as what it is ("أفضل طريقة هي سؤال النُّزل
#: مباشرة"، "الخيار الأسلم هو التواصل مع الإدارة"، "أضمن حل هو مراجعة البلدية": the English "the safest step is to check
#: with …") — a superlative and a noun of the way, either order, maybe هي/هو; not "أفضل وقت للزيارة هو الربيع" (no act
#: of checking after it)
BEST_WORDS = "أفضل أسلم أضمن أسهل أسرع أحسن أدق أنسب"
WAY_WORDS = "طريقة خيار حل وسيلة خطوة إجراء شيء شي"
_BEST = rf"(?:ال)?{_words_alt(BEST_WORDS)}"
_WAY = rf"(?:ال)?{_words_alt(WAY_WORDS)}"
_BEST_WAY = rf"(?:{_BEST}\s+{_WAY}|{_WAY}\s+{_BEST})(?:\s+(?:هي|هو|هنا))?"
#: a channel named in the advice is a detail to check, not a referral (names.py's cue words)
REFERRAL_CHANNELS = ("منصة تطبيق بوابة موقع رقم الرقم البريد هاتف الهاتف واتساب الخط رابط الرابط"
                     " السيد السيدة الأستاذ الأستاذة المهندس المهندسة الشيخ")  # and a person by name
#: (after "otherwise": "وإلا الأفضل تتثبت من الجهة المختصة"; after "or", the advice as the other way beside an offer
#: before it: "أو يمكنك سؤال المتجر مباشرة")
#: THE ACT'S PERSON: the second person's verbs of checking (imperfect ت… or imperative) with the feminine's or the plural's
#: ending ("أقترح أن تسألي إدارة السبا"، "تتواصلوا"، "اسألي"): the same act as the table's masculine singular
REFERRAL_ACT_ENDINGS = "ي وا و ون ين"
#: (the verbs only: a word of the table that opens with ت or ا, or the imperative راجع; not a noun: "سؤال"، "مراجعة")
_REF_ACT_STEMS = [fold_text(w) for w in _items(REFERRAL_ACTS) if " " not in w and (w[:1] in "تاأ" or w == "راجع")
                  and not w.startswith("ال") and not w.endswith(("ي", "و", "وا", "ة"))]
_REF_ACT_PERSONS = [w + e for w in _REF_ACT_STEMS for e in REFERRAL_ACT_ENDINGS.split()]
_REF_ACTS = _alt(_items(REFERRAL_ACTS) + _REF_ACT_PERSONS)
_REF_OPEN = re.compile(rf"^(?:و|ف|{fold_text('أو')}\s+|{fold_text('ولا')}\s+(?={_alt(_items(REFERRAL_OPENERS))}))?(?:{fold_text('إلا')}\s+)?(?:(?:{_alt(_items(REFERRAL_OPENERS))}|{_BEST_WAY})\s+)?(?:[{_L}]+\s+){{0,1}}(?:ب|ل|و)?{_REF_ACTS}{_NA}")
_CHANNELS = frozenset(w for c in REFERRAL_CHANNELS.split() for w in (fold_text(c), "ب" + fold_text(c), "عبر"))
#: THE SECOND ACT OF CHECKING: a clause joined by و/ف/أو that is itself an act of checking ("أنصحك بسؤال مشغّل التجربة
#: مباشرة، واستشارة طبيبك أيضاً قبل اتخاذ القرار"، "…، أو التواصل مع الإدارة"), maybe after أن as the first act was ("أقترح
#: أن تسألي إدارة السبا، وأن تستشيري طبيبتكِ أيضاً"): the same advice, to a second party
_REF_ACT_AGAIN = re.compile(rf"^\s*(?:و|ف|{fold_text('أو')}\s+)?(?:{fold_text('أن')}\s+)?(?:ب|ل)?{_REF_ACTS}{_NA}")


_REF_CLAUSE = re.compile(r"[,;]|\s+[وف](?=س[يتن]|سوف|لكن)|\s+(?:ثم|لكن|ولكن|حيث|بينما)\s+"
                         r"|\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]+\s*")  # an emoji ends the advice too


#: a clause of purpose that opens a sentence of advice ("لمعرفة العقوبات بدقة، …"، "وللتأكد من ذلك، …"، "للاستفسار، …"):
#: ل and a verbal noun, at most :data:`PURPOSE_WORDS` words, closed by a comma
PURPOSE_WORDS = 6
#: (… or the writer's own purpose of not misleading, a particle and a negated verb of the first person: "حتى لا أعطيك
#: معلومة قد تكون خاطئة، أقترح:"، "كي لا أخمّن، …"، "عشان ما أضللك، …": the English "rather than guess," / "to be safe,")
#: … or, as a grammar of the lead clause, the user's own purpose by a particle and a verb of the second person ("حتى تخطط
#: لرحلتك بثقة، …"، "كي تطمئن، …"، "عشان تتأكد، …": :data:`PURPOSE_PARTICLES`), or the reason that the question is of a
#: topic ("بما أن الأمر يتعلق بالسلامة، …"، "لأن الموضوع مرتبط بصحتك، …": a causal particle, the matter or the question
#: as its subject, a verb of concerning; :data:`TOPIC_CAUSES` …) — not a reason that states a fact of the world ("لأن المتحف
#: مغلق يوم الجمعة، أنصحك …": its subject is no word of the matter)
PURPOSE_PARTICLES = "حتى كي لكي عشان علشان لاجل"
TOPIC_CAUSES = "بما أن | لأن | نظرا لأن | نظرًا لأن | حيث إن | حيث أن | طالما أن | كون"
TOPIC_SUBJECTS = "الأمر الموضوع المسألة سؤالك السؤال هذا ذلك هذه الحالة حالتك"
TOPIC_VERBS = "يتعلق تتعلق متعلق متعلقة يخص تخص مرتبط مرتبطة يرتبط ترتبط يمس تمس"
_PURPOSE_LEADS = "|".join(fold_text(w) for w in PURPOSE_PARTICLES.split())
_TOPIC_LEAD = (_alt(_items(TOPIC_CAUSES)) + r"\s+" + _words_alt(TOPIC_SUBJECTS) + r"\s+" + _words_alt(TOPIC_VERBS))
#: … or the writer's caution, a negated want of the first person and a verb of the first person ("لا أريد أن أعطيك
#: معلومات غير مؤكدة، لذا أنصحك …"، "لا أود أن أضللك، …"، "ما أبي أعطيك معلومة غلط، …": :data:`CAUTION_WANTS`; the English
#: "I don't want to give you wrong information, so …")
CAUTION_WANTS = "أريد أود أرغب في أحب أبي أبغى أبغي بدي"
_CAUTION_LEAD = rf"(?:لا|ما|لن|مش)\s+{_words_alt(CAUTION_WANTS)}\s+(?:ان\s+)?ا[{_L}]{{2,}}"
#: … the writer's own caution ("حتى لا أعطيك رقماً غير دقيق قد يؤثر على قبول سيارتك، …") may go on to say what the wrong
#: figure would do: at most :data:`CAUTION_WORDS` words (it speaks of the writer's answer, no fact of the world)
CAUTION_WORDS = 10
_PURPOSE_FIRST = re.compile(
    rf"^[\s*_]*(?:و|ف)?(?:(?:ل[{_L}]{{3,}}|(?:{_PURPOSE_LEADS})\s+ت[{_L}]{{2,}}|{_TOPIC_LEAD}|{_CAUTION_LEAD})"
    rf"(?![{_L}])(?:\s+[^\s،,.:؛;؟?!]+){{0,{PURPOSE_WORDS - 1}}}"
    rf"|(?:{_PURPOSE_LEADS})\s+(?:لا|ما)\s+ا[{_L}]{{2,}}(?![{_L}])(?:\s+[^\s،,.:؛;؟?!]+){{0,{CAUTION_WORDS - 1}}})\s*[،,]\s*")


#: THE UNMENTIONED NAME: the verbs of mentioning a source does, negated ("لا تذكر"، "لم يذكر"، "ما تتضمن"، "فلا تذكرها"):
#: a name right after them ("لا تذكر خدمة التطريز بالزري") or a name they take back as their object pronoun after it in its
#: sentence ("أما خدمة صف السيارات، فلا تذكرها المستندات") is what the sources leave out — a gap named, no claim of it
MENTION_VERBS = "تذكر يذكر تتضمن يتضمن تتناول يتناول تشير يشير تحدد يحدد توضح يوضح تبين يبين تورد يورد"
_MENTION = _words_alt(MENTION_VERBS)
_UNMENTIONED_BEFORE = re.compile(rf"{_NB}(?:و|ف)?(?:لا|لم|ما)\s+{_MENTION}{_NA}(?:\s+[{_L}]+){{0,2}}\s*$")
_UNMENTIONED_AFTER = re.compile(rf"^[^.!?؟\n]{{0,30}}?{_NB}(?:و|ف)?(?:لا|لم|ما)\s+{_MENTION}(?:ها|ه|هم){_NA}")


def unmentioned(text: str, start: int, end: int) -> bool:
    """Whether the name at ``start``–``end`` of an Arabic sentence is one the sentence says the sources do not mention
    (:data:`MENTION_VERBS`)."""
    before = re.sub(r"[*_]", " ", _fold(text[max(0, start - 40):start]))
    after = re.sub(r"[*_]", " ", _fold(text[end:end + 60]))
    return _UNMENTIONED_BEFORE.search(before) is not None or _UNMENTIONED_AFTER.match(after) is not None


def is_referral(sentence: str) -> bool:
    """Advice to check with the organisation ("أنصحك بالتواصل مع مكتب الشؤون المالية"، "يمكنك
    التحقق من الجهة المختصة"): no claim, unless it names a figure, a link or a channel (منصة،
    تطبيق، الرقم …), which are details to check."""
    sentence = unnumbered(sentence)
    s = _fold(sentence)
    if (purpose := _PURPOSE_FIRST.match(s)) is not None:
        s = s[purpose.end():]  # "لمعرفة العقوبات بدقة، يُستحسن الرجوع إلى …": the advice after its purpose
    core = re.sub(rf"[^{_L}0-9\s@/]", " ", s).strip()
    if not core or re.search(r"[0-9@/]", core) or len(core.split()) > 25:
        return False
    if _REF_OPEN.match(core) is None:
        return False
    if _EVERY_PERIOD.search(core) is not None:
        return False  # THE SCHEDULE: "تُراجع الحالة كل سنة"، "راجع الطبيب كل ستة أشهر": how often, a figure to check
    # a clause that goes on past the advice states something ("… وستحصل على تعويض كامل"), unless it
    # gives the advice's purpose ("للتأكد من …")
    rest = _REF_CLAUSE.split(s)[1:]
    if any(re.sub(rf"[^{_L}0-9]", "", c) and not c.strip().startswith("ل") and _REF_ACT_AGAIN.match(c) is None
           and _MAY_SAY.match(c) is None and _SURE_PURPOSE.match(c) is None for c in rest):
        return False
    core = _FIGURE_SOUGHT.sub(" ", core)  # "… للحصول على الرقم المعتمد": the figure asked for, no phone number
    if _ITSELF.search(core) is not None:  # THE CHANNEL ITSELF: "لدى منصة قوى نفسها"
        core = _ITSELF.sub(" ", core)
        return _CHANNELS.isdisjoint(core.split())
    return _CHANNELS.isdisjoint(core.split()) and not channels(sentence)


#: THE FIGURE SOUGHT: "the number" as the object of the advice's purpose, a verbal noun of getting or knowing ("أنصحك
#: بمراجعة الجمعية نفسها للحصول على الرقم المعتمد"، "لمعرفة الرقم الدقيق"، "لتأكيد الرقم الحالي"): the figure the user
#: asked for, to be had from the party, not a phone number the answer names (a channel word after a verb of calling
#: stays one: "الاتصال على الرقم المعتمد"); an adjective of certainty after it may follow (:data:`SOUGHT_ADJECTIVES`)
SOUGHT_LEADS = "للحصول على | لمعرفة | لتأكيد | للتأكد من | لتحديد | لأخذ | لاخذ | لتعرف | لتعرفي | عشان تعرف | حتى تعرف"
SOUGHT_ADJECTIVES = "المعتمد الدقيق الصحيح الرسمي النهائي المحدث الحالي الفعلي المؤكد"
_FIGURE_SOUGHT = re.compile(rf"{_NB}(?:و|ف)?{_alt(_items(SOUGHT_LEADS))}\s+{fold_text('الرقم')}{_NA}"
                            rf"(?:\s+{_words_alt(SOUGHT_ADJECTIVES)}{_NA})?")


#: THE PURPOSE OF CERTAINTY: a clause after the advice that gives the user's purpose as being sure, a particle of purpose
#: and a verb of the second person of knowing or ease ("أقترح التواصل مع منظّمي الجولة …، حتى تطمئن على راحة من
#: يرافقك"، "…، كي تتأكد قبل الحجز"، "…، عشان تكون على بيّنة": :data:`SURE_VERBS`; English "so you can be sure") — no fact
#: of the world; not a purpose that promises a thing ("حتى تحصل على خصم")
SURE_VERBS = "تطمئن تطمئني تطمئنوا تتأكد تتأكدي تتأكدوا تعرف تعرفي تعرفوا تضمن تضمني تضمنوا تكون تكوني تكونوا تخطط تخططي تخططوا تتجنب تتفادى تتحقق"
_SURE_PURPOSE = re.compile(rf"^\s*(?:و)?(?:{_PURPOSE_LEADS})\s+{_words_alt(SURE_VERBS)}{_NA}")
#: WHAT IT MAY SAY: a clause after the advice that says what the party or the paper referred to may say ("مراجعة عقد
#: الإيجار الموقّع بينك وبين المالك، فقد يتضمن بندًا عن الإخطار"، "راجع الجهة المنظمة، فربما توضح ذلك"): "قد"/"ربما"
#: and a verb of saying (:data:`SOURCE_VERBS`) — where the answer may be, no fact of the world (the English "they'll be
#: able to confirm …"); not a verb of another kind ("فقد تتطلب تصريحًا مسبقًا": a requirement stated)
_MAY_SAY = re.compile(rf"^\s*(?:و|ف)?(?:قد|ربما|لعل)\s+{_SAYS}{_NA}")
#: a frequency in a sentence of advice ("كل سنة"، "كل ستة أشهر"، "كل ٣ أشهر"، "كل أسبوعين"): the schedule is a figure
_EVERY_PERIOD = re.compile(rf"{_NB}[وفب]?كل\s+(?:[0-9]+\s+|[{_L}]+\s+)?(?:{_words_alt('يوم ايام أيام يوما يومين اسبوع أسبوع اسابيع أسابيع اسبوعين أسبوعين شهر اشهر أشهر شهور شهرين سنة سنه سنوات سنين سنتين عام اعوام أعوام عامين')}){_NA}")
#: THE CHANNEL ITSELF: a channel the advice points back to with "itself" after its name ("يمكنك التحقق من ذلك لدى منصة قوى
#: نفسها"، "في منصة ناجز نفسها"، "من التطبيق ذاته"): the provider the user asked about, named again to be asked — no new
#: channel (the channel word and at most two words of its name, then نفس/ذات with the pronoun)
ITSELF = "نفسها نفسه نفسهم ذاتها ذاته بنفسها بنفسه"
_ITSELF = re.compile(rf"{_NB}(?:ال|ب|ل|في\s+)?(?:{'|'.join(fold_text(c) for c in REFERRAL_CHANNELS.split()[:10])})(?:\s+[{_L}a-z]+){{0,2}}?\s+"
                     rf"(?:{_words_alt(ITSELF)}){_NA}")


#: the verbs and phrases of advice to the user ("يُستحسن تجهيز المبلغ"، "أنصحك بـ"، "من الأفضل أن"): the writer's
#: recommendation, no fact of the world (English ``checker.scaffold.ADVICE``)
ADVICE = "أنصحك | ننصحك | بنصحك | بنصحكم | أنصح | ننصح | أنصحكم | ننصحكم | نصيحتي | يستحسن | يفضل | من الأفضل | الأفضل أن | يجدر | ينصح | أقترح | نقترح | أوصي | نوصي"
#: "better you …" as a grammar: (من)? (ال)?أفضل/أحسن, maybe أن, then a verb of the second person ("بس الأفضل تسأل صاحب
#: المولد"، "أحسن تتصل بالبلدية"); not "العرض الأفضل هو …" (the best offer: no verb of the user's after it)
_BETTER_YOU = rf"(?:من\s+)?(?:ال)?(?:افضل|احسن)\s+(?:ان\s+)?(?:ب)?ت[{_L}]{{2,}}"
_ADVICE = re.compile(rf"{_NB}(?:و|ف)?(?:{_alt(_items(ADVICE))}){_NA}|{_NB}(?:و|ف)?{_BETTER_YOU}")


def advises(sentence: str) -> bool:
    """Whether the Arabic sentence advises the user (:data:`ADVICE`)."""
    return _ADVICE.search(_fold(sentence)) is not None


def is_hedged(sentence: str) -> bool:
    """Whether the sentence marks a guess (عادةً، غالبًا، ربما …)."""
    return _HEDGE.search(_fold(sentence)) is not None


#: THE FIGURE IT WAS: the past copula before a figure said beside the current one — in brackets after it ("تذكرة اليوم
#: الكامل: 10 ريالات (كانت 8 ريالات)") or in a sentence that names the change ("كان سعر نهاية الأسبوع في موسم 1446هـ هو
#: 175 ريالاً، لكنه ارتفع إلى 195"، "…، ثم صار 195"): what the thing was, out of date (English "(was £8)", "previously").
#: At most :data:`WAS_WORDS` words between the copula and the figure; a bare past ("كانت الرسوم 8 ريالات") is no cue.
WAS_COPULAS = "كان كانت"
WAS_WORDS = 8
_WAS_BRACKETED = re.compile(rf"\(\s*[*_]*(?:و|ف)?(?:{_words_alt(WAS_COPULAS)})\s+[*_]*\d")
_WAS_FIGURE = re.compile(rf"{_NB}(?:و|ف)?(?:{_words_alt(WAS_COPULAS)})(?:\s+[^\s\d]+){{0,{WAS_WORDS}}}?\s+[*_]*\d")
_CHANGED = frozenset(fold_text(w) for w in CHANGED_WORDS.split())
#: THE FIGURE IT WAS, SET AGAINST NOW OR BEFORE: after the past copula's figure, a word of now ("كان 400 جنيه، لكن
#: السعر الحالي 600"، "…، وهلق صار") or of the time before ("كانت الرحلة الواحدة 15 جنيهاً قبل ذلك"، "…قبل كده"، "من
#: قبل") names the change as a verb of change does: what the thing was, out of date
NOW_WORDS = "الآن الان حاليا الحالي الحالية حاليه هلق هلأ دلوقتي دلوقت دحين الحين دابا توا"
BEFORE_THAT = "قبل ذلك | قبل ذالك | قبل هذا | قبلها | قبله | قبل كده | قبل كدا | قبل هيك | من قبل"
_NOW_OR_BEFORE = re.compile(rf"{_NB}(?:و|ف)?(?:ل)?(?:{_words_alt(NOW_WORDS)}){_NA}|{_NB}(?:و|ف)?{_alt(_items(BEFORE_THAT))}{_NA}")


def _was_before_change(s: str) -> bool:
    """The folded sentence says a figure was, beside the current one (:data:`WAS_COPULAS`)."""
    if _WAS_BRACKETED.search(s) is not None:
        return True
    m = _WAS_FIGURE.search(s)
    if m is None:
        return False
    rest = s[m.end():]
    return (_CHANGE_VERB.search(rest) is not None or _BECOMES.search(rest) is not None
            or not _CHANGED.isdisjoint(_WORD_F.findall(rest)) or _NOW_OR_BEFORE.search(rest) is not None)


def is_stale_cue(sentence: str) -> bool:
    """Whether the sentence says a figure or a source may be out of date."""
    s = _fold(sentence)
    return _STALE.search(s) is not None or _was_before_change(s)


def stale_cue_words(sentence: str) -> frozenset[str]:
    """THE STALE CUE'S OWN WORDS: the (folded) words of the out-of-date cues the sentence says ("هذا السعر لم يعد
    ساريًا": لم، يعد، ساريا) — the cue's, no claim of the world (English "no longer valid"), so no novel words of it."""
    return frozenset(w for m in _STALE.finditer(_fold(sentence)) for w in _WORD_F.findall(m.group(0)))


_WORD_F = re.compile(rf"[{_L}]+")


def clause_spans(sentence: str) -> list[tuple[int, int]]:
    """Clause spans of an Arabic sentence (split at its joints); spans index the folded
    sentence, which has the original's length when it has no diacritics or tatweel."""
    s = fold_text(sentence)
    out, pos = [], 0
    for m in _JOINT.finditer(s):
        if m.start() > pos:
            out.append((pos, m.start()))
        pos = m.end()
    if pos < len(s):
        out.append((pos, len(s)))
    return out


#: function words with no checkable content of their own (the English STOPWORDS' counterpart),
#: with their common proclitic forms; folded like every table here
STOPWORDS_TABLE = """
في من على إلى الى عن مع أن إن أنه إنه أنها إنها كان كانت يكون تكون هذا هذه ذلك تلك هذان هاتان هؤلاء
الذي التي الذين اللذان اللتان اللواتي ما ماذا لماذا كيف متى أين هل لا لم لن ليس ليست قد كل أي أو أم ثم
بل لكن لكن ولكن حتى إذا إذ عند عندما بعد قبل بين حول دون غير سوى فقط أيضا كذلك حيث بما مما كما وما
هو هي هم هن أنت أنتم أنا نحن له لها لهم لك لكم لي لنا به بها بهم فيه فيها فيهم منه منها منهم عنده عندها عندهم عليه عليها
عليهم إليه إليها عنه عنها ذلك وذلك لذلك لذا وهو وهي وفي ومن وعلى وإلى وعن ومع وأن وإن وكان وقد وكل وأي
ولا ولم فإن فلا فقد فهو فهي يتم تم وتم يمكن يمكنك يجب ويجب عبر خلال وفق وفقا حسب بحسب نحو إلا الا
طريق فوق تحت بشرط شريطة ضمن لدى لدي مثل بعض جميع عدة نفس ذات أكثر أقل تقريبا حوالي بينما وبينما
تبلغ يبلغ وتبلغ ويبلغ تصل يصل إذن أي أيضًا لو لولا
زال زالت زلت زلنا زالوا يزال تزال نزال أزال مازال مازالت مازلت لازال لازالت ظل ظلت يظل تظل صار صارت يصير تصير
بات باتت يبيت أصبح أصبحت يصبح تصبح أضحى
"""
#: (the last two lines: كان's sisters, the copulas of "still" and "become", in their persons: "ما زلتَ ضمن المهلة"
#: says the user is still within it; the content is the rest)
#: words about the answer, the sources or the user, not the world (the English ``LIGHT`` and the
#: second person): with their proclitic forms (و ف ب ل ال …) added
LIGHT_TABLE = """
أنك إنك لأنك بأنك كونك أنكم إنكم لكم لديك عندك عليك إليك منك بك فيك عنك معك يمكنك بإمكانك تستطيع
بغض النظر بالتالي وبالتالي لذلك لذا إذن عموما عمومًا الحقيقة الواقع فعلا بالفعل تماما وفقا وفقًا بناء بناءً عليه
أي أيضا أيضًا كذلك إضافة بالإضافة علاوة مثلا مثلًا تحديدا تحديدًا خصوصا بشكل بصورة
المذكور المذكورة المذكورين المتاح المتاحة المتوفر المتوفرة المتوفره مستندات المستندات مستند المستند وثائق الوثائق النص نص
السياق المصادر المصدر معلومات المعلومات تفاصيل التفاصيل بيانات البيانات المقدمة الواردة
شكرا سؤال سؤالك السؤال الإجابة إجابة الجواب نعم كلا حسنا حسنًا طبعا بالطبع
أما وأما هذا وهذا هذه وهذه ناحية جهة بالنسبة بالنسبه للأسف الأسف لأن لان لكي كي إن شاء الله انتبه تنبه لاحظ ملاحظة
الحد الأدنى الأقصى إجمالا إجمالًا المجموع الإجمالي إجمالي المبلغ الحساب يساوي تساوي النتيجة
عادة عادةً غالبا غالبًا ربما الأرجح الغالب يبدو المحتمل حاليا حاليًا الآن أكيد بالتأكيد تأكيد
علما علمًا للعلم تذكر تنبيه ملاحظة احرص هناك يوجد توجد فيكون فتكون بشأن بخصوص بموجب وفق الموافق
مدة المدة مدته مدتها لكل أول الأول أولا أولًا ثانيا ثانيًا أخيرا أخيرًا التالي التالية كالتالي الآتي الآتية كالآتي
الأولى الثاني الثانية الثالث الثالثة الرابع الرابعة ثالثا ثالثًا رابعا رابعًا حساب
جدا جدًا كثيرا كثيرًا بكثير تماما السبب الأسباب لهذا
"""
#: (the last line: the intensifiers "very", "much", "by far" — degree, no content — and the answer pointing at its own
#: reasons, "وهذا السبب"، "للأسباب التالية")
#: (the last line: the places of a list's items, "القطة الأولى … القطة الثانية", in both genders, as أول / ثانيًا
#: above; and the working's "حساب" as "الحساب")
#: the dialects' function words (Levantine, Gulf, Egyptian, Maghrebi): relatives, pronouns,
#: demonstratives, "because", "not", "what", "also", "very", "like this" — no content of their own,
#: as their standard counterparts above ("اللي" = الذي، "انتو" = أنتم، "اكتر" = أكثر، "عشان" = لأن)
DIALECT_TABLE = """
اللي إللي يلي ايلي انتو إنتو انتوا إنتوا انتي إنتي احنا إحنا حنا هوه هيه يعني كمان برضو برضه بردو هيك هيدا هيدي هيدول
هاد هادا هادي هاي هذي هذول هاذا هاذي ده كده كدا كذا عشان علشان لأنو لانو إنو انو مش مو موش ماكو مافي مافيش مفيش
شو وش ايش إيش ليش ليه وين فين هون هنيه هنا كتير اكتر أكتر اقل متل تبعك تبعكم ديال ديالك متاع متاعك
حاليا هلأ هلق دلوقتي دحين الحين توا
شوي شوية شويه شويا شوية بزاف برشا برشة هلبا باش كيفاش علاش واش زعما
لازم لازمك شي أشي اشي تاني تانية حابب حابة حابين حابه طيب بتنبسط تنبسط بتنبسطي تنبسطي منيح منيحة مليح مزيان
ديالي ديالو ديالها ديالهم ديالنا ديالكم ديالك متاعو متاعها متاعهم تبعو تبعها تبعهم بتاعه بتاعها بتاعهم عندو كتر كثر
"""
#: (the last line: the possessive "of" of the Maghreb, Tunisia, the Levant and Egypt in its persons ("فالحصة ديالو": in
#: his share), "he has" (عندو), "more" (كتر، كثر = أكثر))
#: (the last line: the dialects' "must" (يجب)، "thing"، "another"، "would like"، "nice"، "you'll enjoy"، "good")
#: (not "دي"، "دا"، "إش"، "زي"، "دول"، "ماشي": with a proclitic or alone they are content words too — nor "بس" with one
#: (bare it is "but"/"only", in BARE_LIGHT) —
#: "ودّي" a name, "بدا" began, "لبس" dress, "كاش" cash, "الزي" the uniform, "دول الخليج" states)
_PROCLITICS = ("", "و", "ف", "ب", "ل", "ك")


def _with_proclitics(table: str) -> frozenset[str]:
    out: set[str] = set()
    for w in table.split():
        f = fold_text(w)
        out.update(p + f for p in _PROCLITICS)
        if f.startswith("ال"):
            out.update(("لل" + f[2:], "ولل" + f[2:], "فال" + f[2:], "بال" + f[2:], "وال" + f[2:], "وبال" + f[2:]))
    return frozenset(out)


#: "يوم الخميس"، "يومي الأحد والثلاثاء": the day before a weekday's name (bare: "اليوم" is "today"
#: and "اليوم نفسه" "the same day", which are details); "بس" ("but", "only") bare, as "لبس" is dress
BARE_LIGHT = "يوم يومي بس"
STOPWORDS = (_with_proclitics(STOPWORDS_TABLE) | _with_proclitics(LIGHT_TABLE) | _with_proclitics(DIALECT_TABLE) | {"ال"}
             | frozenset(fold_text(w) for w in BARE_LIGHT.split()))


#: the user's own value restated as theirs, before it ("بما أنك أمضيت سنتين"، "راتبك ٨٠٠٠"، "كما ذكرت"):
#: second-person words (English ``_YOURS_BEFORE``'s counterpart)
YOURS_BEFORE = """
أنك إنك لأنك بأنك كونك أنكِ أنكم إنكم بأنكم كونكم لأنكم أنكما إنكما لأنكما كونكما لديك عندك ذكرت قلت أشرت أمضيت قضيت عملت اشتغلت خدمت دفعت اشتريت حجزت طلبت تعمل تعملين
تتقاضى تتقاضين أمضيتها راتبك أجرك خدمتك طلبك حجزك اشتراكك عقدك مدتك إقامتك رصيدك فاتورتك
"""
#: THE USER'S WORD AFTER THE FIGURE: "لو كان المبلغ ٢٠٠ ريال كما سمعت"، "٦٠ يومًا كما ذكرت": the figure reported as
#: what the user heard or said (English "as you said", ``lookups._attributed``), their belief, not the answer's claim
SAID_BY_YOU_AFTER = "كما سمعت | كما ذكرت | كما قلت | كما تقول | كما قرأت | كما ظننت | كما تعتقد | كما فهمت | حسب كلامك | زي ما قلت"
SAID_WITHIN = 3  # how many words may stand between the figure and the attribution ("٢٠٠ ريال شهريًا كما سمعت")
_SAID_AFTER = re.compile(rf"^(?:\s*[*_]*\s*[{_L}]+){{0,{SAID_WITHIN}}}?[\s*_،,]*(?:"
                         + "|".join(fold_text(p.strip()).replace(" ", r"\s+") for p in SAID_BY_YOU_AFTER.split("|"))
                         + rf"){_NA}")


def said_by_you_after(tail: str) -> bool:
    """The text right after a figure (``tail``) reports it as the user's word within :data:`SAID_WITHIN` words."""
    return _SAID_AFTER.match(fold_text(tail[:60])) is not None


#: after the value: the user's value measured against the rule ("وعشرة أشهر تتجاوز هذا الحد"، "أقل من المطلوب")
COMPARED_AFTER = """
تتجاوز يتجاوز تجاوز تتخطى يتخطى تزيد يزيد تفوق يفوق تقل يقل أكثر أقل أطول أقصر أعلى أدنى تتعدى يتعدى
تقع يقع تسبق يسبق تأتي يأتي أبكر أسبق أقرب أبعد أبعد
"""
#: how many words after the user's value a comparative may come ("الساعة ٨ صباحًا يوم الجمعة تقع قبل …":
#: the value's own qualifier between)
COMPARED_WITHIN = 4
#: words ending in ك that are no second-person possessive ("ذلك"، "هناك"، "البنك"، "مشترك")
NOT_YOURS = """
ذلك كذلك لذلك بذلك وذلك فذلك تلك هناك هنالك بنك البنك بنوك شريك الشريك مشترك المشترك مبارك ملك الملك مالك المالك
سلك السلك سمك هلاك استهلاك الاستهلاك تمسك دينك إدراك الإدراك اشتراك الاشتراك تحرك محرك المحرك شبك الشباك
"""
_YOURS = frozenset(fold_text(w) for w in YOURS_BEFORE.split())
#: the second person's pronouns and "all of you", in apposition before a number ("أنتم الثلاثة")
YOU_PRONOUNS = "أنتم أنتما أنتن انتو إنتو انتوا إنتوا كلكم كلكما جميعكم كلاكما"
_YOU_PRONOUNS = frozenset(fold_text(w) for w in YOU_PRONOUNS.split())
_NOT_YOURS = frozenset(fold_text(w) for w in NOT_YOURS.split())


def _yours(w: str) -> bool:
    """A second-person word: one of :data:`YOURS_BEFORE`, or a noun with the possessive ك / كم / كي
    ("طفلك"، "ابنتك"، "ربعك"، "إيجاركم")."""
    if w[:1] in "وف" and len(w) > 3:
        w2 = w[1:]
        if w2 in _YOURS or _possessive(w2):
            return True
    return w in _YOURS or _possessive(w)


#: nouns of two letters that take the possessive ("سنك" your age, "حقك" your right, "يدك"، "أبوك"/"أخوك" are longer):
#: their stems are too short for the length rule below, which keeps "شك"، "لك" out
SHORT_NOUNS = "سن حق يد أب أخ أم دم"
_SHORT_NOUNS = frozenset(fold_text(w) for w in SHORT_NOUNS.split())


def _possessive(w: str) -> bool:
    if w in _NOT_YOURS or w.startswith("ال"):  # a definite word takes no possessive ("البنوك")
        return False
    for suffix in ("كم", "كي", "ك"):
        if w.endswith(suffix) and (len(w) - len(suffix) >= 3 or w[:-len(suffix)] in _SHORT_NOUNS):
            return True
    return False
_COMPARED = frozenset(fold_text(w) for w in COMPARED_AFTER.split())
_WORD_RE = re.compile(rf"[{_L}]+")


#: "even" before the user's figure ("حتى بعد سنتين"، "ولو لمدة يومين"، "حتى لو كانت 5 أيام"): the answer says its rule holds
#: even in the user's case — the figure is the user's, restated (a bare "حتى 5 أيام" is "up to", a limit: not this)
CONCESSIVE = "حتى بعد | حتى قبل | حتى لو | حتى مع | حتى في | حتى عند | حتى لمدة | حتى خلال | ولو بعد | ولو لمدة | ولو كانت | ولو كان"
_CONCESSIVE = re.compile(rf"{_NB}{_alt(_items(CONCESSIVE))}{_NA}(?:\s+[{_L}]+)?\s*[*_]*\s*$")


def is_premise(before: str, after: str) -> bool:
    """A value the user gave, restated as the user's own (a second-person word in the clause
    before it, within five words) or measured against the rule (a comparative within two words
    after it): not a claim about the world."""
    left = re.split(r"[.!?؟:;؛\n]", fold_text(before))[-1]
    ws = _WORD_RE.findall(left)[-5:]
    if any(_yours(w) for w in ws):
        return True
    # the user's party named by the pronoun and its number in apposition ("لكم أنتم الثلاثة"، "أنتما الاثنان"،
    # "كلكم الأربعة"): the number is the user's own count (the article may stand before the figure's span)
    near = [w for w in ws if w != "ال"]
    # (the pronoun with its conjunction: "وأنتم 6، يعني مناسب"، "فأنتما اثنان")
    if near and (near[-1] in _YOU_PRONOUNS or near[-1][:1] in "وف" and near[-1][1:] in _YOU_PRONOUNS) and re.search(r"(?:^|\s)(?:ال)?\s*[*_]*$", left):
        return True
    if _CONCESSIVE.search(left):
        return True  # "لا، حتى بعد سنتين": the rule said to hold even at the user's figure (the user's case, restated)
    right = re.split(r"[.!?؟:;؛,،\n]", fold_text(after))[0]
    if any(w in _COMPARED or (w[:1] in "وف" and w[1:] in _COMPARED) for w in _WORD_RE.findall(right)[:COMPARED_WITHIN]):
        return True
    # set against a limit by a standing phrase ("4 ليالٍ ضمن الحد الأقصى"، "٣ أيام تتجاوز المهلة"): measured, as
    # by a comparative; the phrase within as many words of the figure
    m = _STANDING.search(right.lower())
    return m is not None and len(_WORD_RE.findall(right[:m.start()])) < COMPARED_WITHIN


#: THE WORKED HEADING: a Markdown heading that labels a section by what it works out for the user ("### 💰 الرسوم لإيجار
#: 60,000 درهم"، "## التكلفة لـ 3 ساعات"، "### المجموع") — English ``lookups._HEADING``'s "### Cost for 3 hours": the
#: question's figure in it names the section that answers it, not a rule ("### مضمونة لمدة 6 أشهر" is none)
WORKED_HEADINGS = ("الرسوم رسوم الرسم رسم التكلفة تكلفة السعر سعر الأسعار المجموع الإجمالي حساب الحساب المبلغ مثال"
                   " الغرامة القسط الأقساط")
_WORKED_HEADING = re.compile(r"\s{0,3}#{1,6}\s+[\s*_\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]*"
                             rf"(?:{_words_alt(WORKED_HEADINGS)})\s+(?:[*_]*\s*)?ل(?:ـ|\s)?")


def worked_heading(text: str) -> bool:
    """The sentence is a Markdown heading opening with a word of what it works out (:data:`WORKED_HEADINGS`), past
    emphasis and an emoji, for the user's thing ("لـ"/"ل" after it: "الرسوم لإيجار"; "### الرسوم 60,000 درهم" states a
    fee, no topic)."""
    return _WORKED_HEADING.match(fold_text(text[:120])) is not None


#: a difference said as a change by an amount ("انخفضت بمقدار ٥٥ ريالًا"، "ارتفع الرسم بمقدار 20"، "تراجعت"):
#: the amount is the old figure less the new (English "fell by", "rose by")
CHANGED_BY = "بمقدار انخفض انخفضت ينخفض تنخفض ارتفع ارتفعت يرتفع ترتفع تراجع تراجعت يتراجع تتراجع"
#: what remains said as what the user is left with ("فيكون لديك نحو خمس دقائق"، "يبقى معك 3 أيام"، "يتبقى لك"):
#: a remainder, one figure less another (English "which leaves you"); the verb or its participle, in the standard language
#: and the dialects ("باقي لك 6 أشهر"، "المتبقي لك"، "فاضل لك يومين"، "باقيلك")
LEFT_PARTICIPLES = "باقي باقيه متبقي متبقيه المتبقي فاضل فاضله"
#: ... and the time still ahead of the user, "before you" ("فما زال أمامك 4 أيام"، "وأمامك يومان"، "لا يزال أمامكم أسبوع"): the
#: days left of a span, as "باقي لك"; THE REMAINDER STILL THERE: "ما زال هناك ٥ أيام عمل"، "لا تزال هناك" (there still
#: remain) says the same of what is left, with no pronoun of the user
_LEFT_WITH = re.compile(r"(?<![" + ARABIC_LETTER + r"])[وف]?(?:(?:س?[يت]?(?:كون|بقى|تبقى|ظل)|"
                        + "|".join(fold_text(w) for w in LEFT_PARTICIPLES.split()) + r")\s*"
                        r"(?:لديك|لك|عندك|معك|امامك|لديكم|لكم|عندكم|ليك|ليكم|لكن|لكو)"
                        r"|امام(?:ك|كم|كما)"
                        r"|(?:ما|لا)\s+[يت]?زال(?:ت|وا)?\s+هناك)"
                        r"(?![" + ARABIC_LETTER + r"])")
#: THE AGREEING-REMAINDER GRAMMAR: "what is left" agreeing with its noun — feminine, dual and plural ("الـ 50 فسيلة
#: الباقية"، "الأيام المتبقية"، "الدفعتان الباقيتان"، "المبالغ المتبقيات"): a remainder, one figure less another (the
#: operation only, not a strong word of working: "الـ 30 يوم عمل المتبقية | نصف الأجر" names a share, no result)
REMAINDER_AGREEING = ("الباقية الباقيه باقية المتبقية متبقية الباقيتان الباقيتين المتبقيتان المتبقيتين الباقيان الباقيين"
                      " المتبقيان المتبقيين الباقيات المتبقيات الباقون الباقين المتبقون المتبقين")
#: THE FIGURE-REMAINDER GRAMMAR: the participle "left" right after a figure, agreeing with it or masculine ("والـ2,000
#: الباقية"، "الـ**5 جيجا** الباقية"، "والـ100 الباقي"، "الـ3 أيام المتبقية"): the figure itself is what is left, one
#: figure less another (read by ``derive.Ledger._rest_of``)
_REST_AFTER = re.compile(rf"(?:{_words_alt(REMAINDER_AGREEING + ' الباقي باقي المتبقي متبقي')}){_NA}")


#: THE SHARE-REMAINDER GRAMMAR: a remainder noun or "at least" right before a percentage ("الباقي (70٪)"، "والمتبقي
#: 70%"، "يعني على الأقل 30٪ حضوريًا" after "لا يتجاوز 70٪"): the share is the whole less another share (read by
#: ``derive.Ledger._rest_share``, which needs that share stated by the context and shown by the answer)
REST_SHARE_BEFORE = "الباقي الباقية المتبقي المتبقية البقية باقي"
_REST_SHARE_AT = re.compile(rf"{_NB}[وف]?(?:{_words_alt(REST_SHARE_BEFORE)}|{_alt([fold_text('على الأقل')])}){_NA}[\s:()\-–]*$")


def rest_share_before(before: str) -> bool:
    """The text right before a percentage ends in a remainder noun or "at least" (:data:`REST_SHARE_BEFORE`)."""
    return _REST_SHARE_AT.search(_fold(before[-40:] + " x")[:-1].rstrip()) is not None


def remainder_follows(tail: str) -> bool:
    """The text right after a figure (``tail``) opens with a remainder participle (:data:`_REST_AFTER`), past
    emphasis and spaces only."""
    return _REST_AFTER.match(_fold(tail[:40])) is not None


#: THE DUAL OF EQUAL PARTS: a sum paid "in two" — the dual of a part noun ("على قسطين متساويين"، "تُدفع على دفعتين"،
#: "قسطان"): a split into 2, as "ثلاثة أقساط" is into 3 (English "two equal instalments"; ``derive.Ledger._equal_part``)
PART_DUALS = "قسطين قسطان قسطا قسطي دفعتين دفعتان دفعتا دفعتي"
_PART_DUAL = re.compile(rf"{_NB}[وبلف]?(?:{_words_alt(PART_DUALS)}){_NA}")


def splits_in_two(context: str) -> bool:
    """The context divides a sum into two parts by the dual of a part noun (:data:`PART_DUALS`)."""
    return _PART_DUAL.search(fold_text(context[:200000])) is not None


#: THE FRACTION OF AN AMOUNT: a fraction word before a noun of amount ("نصف المبلغ الصحيح"، "ربع القيمة"، "ثلث
#: السعر") says one figure is that share of another (English "half the amount", read as a share by
#: ``derive.Ledger._percent``), never a rate of its own; so before the noun in the construct state, the price named by
#: what it is of ("أي نصف سعر البالغ"، "ربع قيمة التذكرة"، "ثلث رسوم الدورة")
AMOUNT_NOUNS = ("المبلغ القيمة السعر الرسم الرسوم الثمن التكلفة الإجمالي المجموع"
                " مبلغ قيمة سعر رسم رسوم ثمن تكلفة")
_FRACTION_OF_AMOUNT = re.compile(rf"[\s*_]*(?:{_words_alt(AMOUNT_NOUNS)}){_NA}")


def fraction_of_amount(tail: str) -> bool:
    """The text right after a fraction word (``tail``) names an amount it is a share of (:data:`AMOUNT_NOUNS`)."""
    return _FRACTION_OF_AMOUNT.match(fold_text(tail[:40])) is not None


#: THE ONE-OFF FEE: "(مرة واحدة)" in brackets right after a fee named by its noun ("رسوم التوصيل (مرة واحدة)"، "رسم
#: الإصدار (مرة واحدة)") labels the fee paid once, against the answer's periodic ones (English "one-time fee", no
#: figure) — where no context sentence naming that fee gives it a period (ONE_OFF_PERIODS): "رسوم الصرف (مرة واحدة)"
#: over "رسوم صرف صحي شهرية" stays a claim the context contradicts
ONE_OFF_FEES = "رسوم رسم الرسوم الرسم"
ONE_OFF_PERIODS = ("شهري شهرية شهريا الشهرية الشهري سنوي سنوية سنويا السنوية السنوي يومي يومية يوميا اليومية اليومي"
                   " أسبوعي أسبوعية أسبوعيا الأسبوعية الأسبوعي")
_ONE_OFF_FEE = re.compile(rf"{_NB}[وفبل]?(?:{_words_alt(ONE_OFF_FEES)})\s+[*_]*(?P<noun>{_W})[*_]*\s*\(\s*$")
_ONE_OFF_PERIOD = re.compile(rf"{_NB}[وفبل]?(?:{_words_alt(ONE_OFF_PERIODS)}){_NA}")
_CTX_SENTENCE = re.compile(r"[.!؟?\n]+")


def one_off_fee(before: str, context: str) -> bool:
    """The text right before a "مرة واحدة" (``before``) opens its bracket after a fee and its noun
    (:data:`ONE_OFF_FEES`), the context names that fee's noun, and no context sentence naming it gives a period."""
    m = _ONE_OFF_FEE.search(fold_text(before[-60:]))
    if m is None:
        return False
    noun = m.group("noun")
    key = noun[2:] if noun.startswith("ال") and len(noun) > 4 else noun
    named = [sent for sent in _CTX_SENTENCE.split(fold_text(context[:200000])) if key in sent]
    return bool(named) and not any(_ONE_OFF_PERIOD.search(sent) for sent in named)


#: THE FLOOR SAID: an Arabic claim saying anywhere in it, in words of its own, that its price is a starting price ("149
#: درهمًا هو سعر الدرجة الثانية "ابتداءً من""، "الأسعار تبدأ من") — the English frames' "starting", "'from'"
#: (``checker.frames._FLOOR_SAID``): the qualifier kept, not dropped (text.arabic.frames.floor_dropped)
FLOOR_SAID = "ابتداء من | ابتداءً من | بدءا من | بدءًا من | يبدأ من | تبدأ من | سعر البداية | الأسعار تبدأ"
_FLOOR_SAID = re.compile(rf"{_NB}(?:" + "|".join(fold_text(p.strip()).replace(" ", r"[\s\"'«»“”*_]+") for p in FLOOR_SAID.split("|"))
                         + r")")


def says_floor(claim: str) -> bool:
    """The claim says its price is a starting price in words of its own (:data:`FLOOR_SAID`)."""
    return _FLOOR_SAID.search(fold_text(claim)) is not None


#: "tomorrow" (standard and spoken): the day after today, one day on (``derive.Ledger._from_tomorrow``)
TOMORROW = "غدا غدًا غداً بكرة بكره باكر بكرا"
_TOMORROW = re.compile(rf"{_NB}[وفل]?(?:{_words_alt(TOMORROW)}){_NA}")


def says_tomorrow(text: str) -> bool:
    """The text says tomorrow (:data:`TOMORROW`)."""
    return _TOMORROW.search(fold_text(text[:4000])) is not None


#: THE USER'S MIX-UP: the answer's remark on where the user's confusion came from ("وربما هذا سبب الخلط"، "ولعل هذا
#: مصدر اللبس") — words of sympathy, as the English pleasantry words "confusion", "mistake" are (checker.scaffold
#: SOCIAL): a hedge on them is politeness, no guess of a fact (checker.claims.hedged)
MIXUP = "سبب الخلط | سبب اللبس | سبب الالتباس | مصدر الخلط | مصدر اللبس | مصدر الالتباس | الخلط | اللبس | الالتباس"
_MIXUP = re.compile(rf"{_NB}[وفل]?(?:" + "|".join(fold_text(p.strip()).replace(" ", r"\s+") for p in MIXUP.split("|")) + rf"){_NA}")


def mixup_words(sentence: str) -> frozenset[str]:
    """The (folded) words of the sentence's remarks on the user's mix-up (:data:`MIXUP`)."""
    return frozenset(w for m in _MIXUP.finditer(_fold(sentence)) for w in _WORD_F.findall(m.group(0)))


#: THE ARABIC RATE MARK: what after a sum makes it a rate ("4,500 ريال شهريًا"، "٢٠ درهمًا للشخص"، "١٠٠ ريال عن كل سنة"):
#: the English "per"/"a" after a figure (``derive._RATE_AFTER``), for the working repeated at another rate
RATE_AFTER = "شهريا يوميا سنويا أسبوعيا للشهر لليوم للسنة للعام للأسبوع للشخص للفرد للطفل للساعة للتذكرة للتر"
_RATE_AFTER = re.compile(rf"^[\s*_)]*(?:(?:{_words_alt(RATE_AFTER)}){_NA}|(?:عن\s+|ل)?كل\s+[{_L}]+|في\s+(?:ال)?(?:شهر|يوم|سنه|اسبوع){_NA})")


def rate_after(tail: str) -> bool:
    """The text right after a sum (``tail``) makes it a rate (:data:`RATE_AFTER`)."""
    return _RATE_AFTER.match(fold_text(tail[:40])) is not None


#: the words of working (the English cues of :mod:`groundtest.checker.derive`): which operation a
#: sentence signals, and the words that show working (a total, a difference) so that any earlier
#: supported figure may be an operand
WORKING = {
    # (the additional ones are added as well as told apart: "٣ أشخاص إضافيين (يعني ٣٣)", English "extra", "additional")
    "+": "المجموع مجموع الإجمالي إجمالي الإجمالية إجمالية إجمالا إجمالًا زائد بالإضافة إضافة يضاف تضاف مع الكلي الكلية معًا"
         " إضافي إضافية إضافيين إضافيتين إضافيان",
    "-": "ناقص خصم الخصم بعد يتبقى المتبقي الباقي يبقى " + REMAINDER_AGREEING + " التالية التاليتان التاليتين التاليان التاليين القادمة القادمتان القادمتين القادمان القادمين الفرق فرق فارق أقل أكثر أرخص أغلى أعلى أطول أقصر أوفر توفر توفير يوفر ستوفر"
         " إضافي إضافية إضافيين إضافيتين إضافيان أخرى آخرين تجاوزت تجاوزتي تجاوزتم يتجاوز تتجاوز تزيد يزيد بزيادة ينقصك"
         " ينقصكم ينقص تنقص بنقص" + " " + CHANGED_BY
         # what remains, in the verb's persons and tenses ("وتبقّت لك 10 أيام"، "بقي لك شهران")
         + " تبقت تبقى تتبقى بقيت بقي بيتبقى بيبقى ضل ظل ضلت ظلت",
    "*": "ضعف ضعفي أضعاف لكل عن كل مضروب × في",
    "/": "لكل مقسوم تقسيم متوسط المتوسط بمعدل كل يوميا أسبوعيا شهريا سنويا بالشهر بالسنة باليوم للشخص للفرد"
         # THE SHARE OF EACH: "نصيب" (one's share: "لو كنتم ستة، فنصيب الشخص ٥٠ ر.ق.") is the whole over the count
         " نصيب بنصيب نصيبك نصيبكم نصيبه"
         # THE PRICE OF ONE MEASURE: the definite measure noun priced ("سعر اللتر"، "اللتر يكلفك 9 ريالات"): per it
         " اللتر للتر الكيلو للكيلو الكيلوغرام المتر للمتر",
}
#: conversion factors within a dimension whose two ends the sentence names (the English
#: ``derive._PERIOD_WORDS``' counterpart: "يومين ونصف عن كل شهر … سنة" gives 12)
PERIODS = {
    12: ("شهر أشهر شهور شهريا الشهر", "سنة سنوات عام سنويا السنة العام سنوي السنوية"),
    52: ("أسبوع أسابيع أسبوعيا الأسبوع", "سنة سنوات عام سنويا السنة العام"),
    7: ("يوم أيام يوميا اليوم", "أسبوع أسابيع أسبوعيا الأسبوع"),
    24: ("ساعة ساعات الساعة", "يوم أيام يوميا اليوم"),
    60: ("دقيقة دقائق الدقيقة", "ساعة ساعات الساعة"),
}
_PERIODS = {k: (frozenset(fold_text(w) for w in a.split()), frozenset(fold_text(w) for w in b.split()))
            for k, (a, b) in PERIODS.items()}
#: a difference said as the amount by which one figure passes or falls short of another (English "over by",
#: "short of"): "فقد تجاوزت الحد بشهرين"، "يزيد عن المطلوب بـ 500"، "ينقصك 4 أشهر"
EXCEEDING = "تجاوزت تجاوزتي تجاوزتم يتجاوز تتجاوز تزيد يزيد بزيادة ينقصك ينقصكم ينقص تنقص بنقص"
#: ... with the pronoun of what is passed ("ومبلغك 4,000 يتجاوزه بـ 1,000"، "تتجاوزها بيومين"، "تجاوزتَه"): the operation
#: only, not a strong word of working (a shown figure and the one it passes: "المطلوبة ستة أشهر، فقد تجاوزتها بأربعة"
#: does not vouch for two invented figures by each other)
_PASSED = " ".join(w + e for w in EXCEEDING.split() if w.startswith(("تجاوز", "يتجاوز", "تتجاوز")) for e in ("ه", "ها"))
WORKING["-"] += " " + _PASSED
#: (the total's adjective agrees with its noun: "التكلفة الإجمالية"، "قيمة إجمالية" as "المبلغ الإجمالي". Not the spoken
#: "that is", يعني: measured as strong, it let a wrong difference pass by a two-step coincidence — "يعني أعلى من المكتب
#: المرن (12,500) بـ 6,000" as 12,500 × (4 × 12)% — test_own_clause_comparative_both_and_bare_dirham)
STRONG_WORKING = ("المجموع مجموع الإجمالي إجمالي الإجمالية إجمالية إجمالا الكلي الكلية يساوي تساوي الفرق فارق المتبقي الباقي يتبقى أي أوفر"
                  " إضافي إضافية إضافيين إضافيتين إضافيان بمقدار" + " " + EXCEEDING)
#: THE SAVING VERB as a grammar (root و ف ر, "save"): the perfect in every person ("وفّرتوا 840 جنيهاً"، "وفرتم"،
#: "وفّرتِ") and the imperfect with its person, the future or the dialect's prefix and its plural or feminine ending
#: ("توفّرون"، "بتوفري"، "هتوفروا"، "سنوفر"), as "توفير" and "يوفر" were: a difference ("-")
SAVING_ROOT = "وفر"
SAVING_PERFECT = "ت تم توا تو تي تما نا"
SAVING_IMPERFECT = ("ت ي ن ا", "س ب ه ح", "ون ين وا و ي ان")
_SAVING_FORMS = " ".join(
    [SAVING_ROOT + e for e in SAVING_PERFECT.split()]
    + [f + p + SAVING_ROOT + e for p in SAVING_IMPERFECT[0].split() for f in ("", *SAVING_IMPERFECT[1].split())
       for e in ("", *SAVING_IMPERFECT[2].split())])
#: ... and each form with the one it saves for, the dialects' ل + pronoun or the pronoun alone ("بيوفرلك ٦٠ دولاراً"،
#: "وفرتلكم"، "يوفرك"): still a difference
SAVING_FOR = "لك لكم لكي لكما لكو ليك ليكم ك كم"
_SAVING_FOR_FORMS = " ".join(w + e for w in _SAVING_FORMS.split() for e in SAVING_FOR.split())
WORKING["-"] += " " + _SAVING_FORMS + " " + _SAVING_FOR_FORMS
_OPS = {op: frozenset(fold_text(w) for w in ws.split()) for op, ws in WORKING.items()}
_STRONG_WORDS = frozenset(fold_text(w) for w in STRONG_WORKING.split())


def _working_words(text: str) -> set[str]:
    toks = set(_WORD_RE.findall(fold_text(text)))
    toks |= {t[1:] for t in toks if t[:1] in "وفبل" and len(t) > 3}  # "فالفارق" → "الفارق" → "فارق"
    return toks | {t[2:] for t in toks if t.startswith("ال")}


#: a price of a period in construct with a count of periods ("إيجار شهرين"، "أجرة ثلاث ليالٍ"، "رسوم سنتين"،
#: "اشتراك ستة أشهر"): the period's price times the count, a product the words signal
_PERIOD_PRICE = re.compile(
    "(?<![" + ARABIC_LETTER + "])[وفب]?(?:ال)?(?:" + "|".join(fold_text(w) for w in (
        "إيجار", "أجرة", "أجر", "رسوم", "رسم", "قسط", "أقساط", "راتب", "اشتراك", "تأمين", "كراء", "سعر")) + r")\s+"
    + "(?:(?:" + "|".join(fold_text(w) for w in ("شهرين", "سنتين", "يومين", "أسبوعين", "ليلتين", "عامين")) + ")"
    + r"|\S+\s+(?:" + "|".join(fold_text(w) for w in ("أشهر", "شهور", "أيام", "أسابيع", "سنوات", "ليال", "ليالي",
                                                     "ليالٍ", "أعوام")) + "))(?![" + ARABIC_LETTER + "])")


#: a price said to become another after a change the answer has just stated ("يُضاف 20 ديناراً … تصبح
#: غرفة الحديقة 140 ديناراً"، "فيصير السعر 80"): the result of that addition or deduction
_BECOMES = re.compile("(?<![" + ARABIC_LETTER + "])[وف]?(?:" + "|".join(fold_text(w) for w in (
    "تصبح", "يصبح", "تصير", "يصير", "بتصير", "بيصير", "صار", "صارت", "أصبح", "أصبحت", "بتصبح", "بيصبح")) + ")(?![" + ARABIC_LETTER + "])")


#: a change said by a verb of increase or decrease, in any tense and person (a small grammar of the roots ز-ي-د،
#: ن-ق-ص، ر-ف-ع (VIII)، خ-ف-ض (VII)، ق-ل-ل، ر-ج-ع (VI); the perfect, the imperfect with its person prefix and
#: the Levantine/Egyptian ب-, the verbal noun with ب-): "زاد سعر الشحن 15 هللة"، "زادت الرسوم"، "بيزيد"، "نقصت 3 أيام"،
#: "بارتفاع ٢٠ درهمًا" — the amount is one figure less another (English "went up by", "fell by")
_CHANGE_VERB = re.compile(
    rf"(?<![{ARABIC_LETTER}])[وف]?(?:"
    r"(?:زاد|نقص|قل)(?:ت|تا|وا|و|ن)?"                       # the perfect: زاد، زادت، نقصوا، قلت
    r"|ب?[يتن](?:زيد|نقص|رتفع|نخفض|تراجع)(?:ون|ان|و|ين)?"  # the imperfect: يزيد، بتنقص، ترتفعان
    r"|ب?[يت]قل(?:ون|ان|و|ين)?"                              # يقل، تقل (not ن + قل: "نقل" is transport)
    r"|(?:ارتفع|انخفض|تراجع)(?:ت|تا|وا|و)?"                # VIII, VII, VI perfect
    r"|ب?(?:ال)?(?:زياده|نقصان|ارتفاع|انخفاض|تراجع)"         # the verbal noun: بزيادة، بالارتفاع
    rf")(?![{ARABIC_LETTER}])")
#: the amount of a change, right after its verb ("زادت بـ ٥٠ درهمًا"، "بزيادة ٢٠ ريالًا"، "انخفض بمقدار ٣"): a difference
_CHANGE_BY_BEFORE = re.compile(_CHANGE_VERB.pattern + r"[\s*_]*(?:ب[\s*_]*ـ?|بمقدار|بنحو|بحوالي|ب?قدره|ب?مقداره)?[\s*_ـ]*$")


def changed_by(text: str, start: int) -> bool:
    """The figure at ``start`` is the amount of a change said right before it (:data:`_CHANGE_VERB`): a difference of
    two figures, said of no subject ("كانت الرسوم ١٥٠ درهمًا، يعني زادت بـ ٥٠ درهمًا")."""
    return start > 0 and _CHANGE_BY_BEFORE.search(fold_text(text[max(0, start - 30):start])) is not None


#: an amount said added by the passive of ز-ي-د or ض-ي-ف, in the standard language (يُضاف is in WORKING) and the
#: dialects' form VII and V ("بينزاد ١٠ دولار"، "بينضاف"، "بيتضاف"، "انزادت"): a sum (English "is added")
_ADDED = re.compile(rf"(?<![{ARABIC_LETTER}])[وف]?(?:ب?[يتن])?(?:ان|ن|ت)(?:زاد|ضاف)(?:ت|وا|و)?(?![{ARABIC_LETTER}])")
#: a comparison by an amount: the elative (أفعل، folded ا + three root letters: أصغر، أكبر، أغلى، أرخص، أطول، أقرب)
#: then ب and the amount ("أصغر بسنتين"، "أغلى بـ 15 درهمًا"، "أكثر بثلاثة أيام"): a difference (English "2 years
#: younger", "£15 dearer")
#: (what it is compared with may stand between: "أقل من المطلوب بشهرين"، "أقل منه بـ 5 أطنان"; and a word of about after
#: the ب: "أبرد بنحو 6 درجات"، "أغلى بحوالي 15 درهمًا")
ELATIVE_APPROX = "نحو حوالي حوالى تقريبا قرابة ما يقارب"
_ELATIVE_BY = re.compile(rf"(?<![{ARABIC_LETTER}])[وف]?ا[{ARABIC_LETTER}]{{3}}"
                         rf"(?:\s+من(?:\s+[*_]*[{ARABIC_LETTER}]+[*_]*){{1,2}}|\s+من(?:ه|ها|هم|هما|ك|كم|ي|نا))?"
                         rf"\s*[*_]*\s+[*_]*ب\s*(?:(?:{'|'.join(fold_text(w) for w in ELATIVE_APPROX.split())})\s+)?[*_]*"
                         rf"(?P<w>[0-9]|[{ARABIC_LETTER}]+)")
#: THE AMOUNT THEN ITS ELATIVE: a measure right before a comparative ("6 أمتار أعمق"، "١٠ دقائق أطول"، "درجتين أبرد"):
#: how much more or less, a difference (English "6 metres deeper")
_AMOUNT_ELATIVE = re.compile(rf"[0-9][0-9.,]*[*_]*\s+[*_]*[{ARABIC_LETTER}]+[*_]*\s+[*_]*ا[{ARABIC_LETTER}]{{3}}(?![{ARABIC_LETTER}])")


def _elative_by(low: str) -> bool:
    from .numbers import CURRENCIES, UNITS, MEASURE_DUALS, is_number_word

    for m in _ELATIVE_BY.finditer(low):
        w = m.group("w")
        if w[:1].isdigit() or is_number_word(w) or UNITS.get(w, ("", 0))[1] == 2.0 or CURRENCIES.get(w, ("", 0))[1] == 2.0 \
                or w in MEASURE_DUALS:
            return True
    return False


#: THE FURTHER-COUNT GRAMMAR: a count followed by "other / more" ("بعد ٤ أشهر أخرى ستكمل ١٢ شهرًا"، "تحتاج 3 أيام أخرى"،
#: "يومين آخرين"، "خلال شهرين آخرين"): what is still to go, one figure less another (English "another 4 months"); only
#: right after a counted noun (a figure and its unit, or a dual), so "جهة أخرى"، "مرة أخرى" are no working
FURTHER = "أخرى أخريين أخريان آخر آخرين آخران أُخر"
_FURTHER = re.compile(r"(?:\d[\d.,]*|" + "|".join(fold_text(w) for w in "شهرين يومين أسبوعين سنتين ساعتين عامين".split())
                      + r")[\s*_]*(?:[" + ARABIC_LETTER + r"]{2,}[\s*_]+)?(?:" + "|".join(dict.fromkeys(fold_text(w) for w in FURTHER.split()))
                      + r")(?![" + ARABIC_LETTER + r"])")


#: THE DIVIDING ROOT (ق-س-م, "divide, share"), a grammar of its verb forms: the perfect of form I/II with a person
#: ending ("قسمتوها"، "قسّمنا") and of form VI bare or with one ("تقاسمتم"، "تقاسموا"), the imperfect with its person
#: prefix (and the future's or the dialects' ب/ح/ه/س) and ending ("نقسمها"، "بتقسموها"، "تتقاسمون"), and the verbal
#: nouns ("تقسيم"، "بالتقسيم"، "التقاسم"): a division (English "split", "divided"). The bare noun قسم ("a
#: department", "القسم"، "بقسم الطوارئ") and قسمه ("his section") are not of it: a perfect needs its ending
DIVIDING_ROOT = "قسم"
DIVIDING_PERFECT_ENDINGS = "ت تم توا تو تي نا وا"
DIVIDING_IMPERFECT = ("ي ت ن", "ب ح ه س", "ون ين وا و ي ان")
DIVIDING_OBJECTS = "ها ه هم وها وه وهم"
DIVIDING_NOUNS = "تقسيم التقسيم بالتقسيم تقاسم التقاسم بالتقاسم"


def _dividing_grammar() -> "re.Pattern[str]":
    r, obj = DIVIDING_ROOT, "|".join(DIVIDING_OBJECTS.split())
    perfect_ends = "|".join(DIVIDING_PERFECT_ENDINGS.split())
    persons = "".join(DIVIDING_IMPERFECT[0].split())
    futures = "".join(DIVIDING_IMPERFECT[1].split())
    ends = "|".join(DIVIDING_IMPERFECT[2].split())
    nouns = "|".join(fold_text(w) for w in DIVIDING_NOUNS.split())
    shared = r[0] + "ا" + r[1:]  # form VI's stem (تقاسم) and form III's (قاسم)
    return re.compile(
        rf"{_NB}[وف]?(?:"
        rf"ت{shared}(?:{perfect_ends})?(?:{obj})?"                           # form VI perfect: تقاسم، تقاسمتم
        rf"|{r}(?:{perfect_ends})(?:{obj})?"                                 # form I/II perfect, with its ending
        rf"|[{futures}]?[{persons}](?:ت{shared}|{r})(?:{ends})?(?:{obj})?"   # the imperfect: نقسمها، بتقسموها، تتقاسمون
        rf"|{nouns})"
        rf"{_NA}")


_DIVIDING = _dividing_grammar()

#: THE PRICE OF ONE: an amount of money followed by ل + the definite noun of what it buys one of ("١٢٠٠ جنيه، أي ٢٤٠
#: جنيهاً للجلسة"، "٣٥ ديناراً للّيلة"): a price per item, a quotient or a factor (English "£240 a session", "per";
#: derive._DIV and derive._MUL).
#: The amount is a figure (digits) and a currency word right after it (numbers.CURRENCIES)
PRICE_OF_ONE_LEAD = "لل"
_PRICE_THEN_ONE = re.compile(rf"\d[\d.,]*\s*[*_]*\s*(?P<cur>[{_L}]+)(?:\s+[{_L}]+)?[*_]*\s+{PRICE_OF_ONE_LEAD}[{_L}]{{2,}}")

#: THE COUNT OF PERIODS PAID FOR: ل then a count in digits, or لمدة، على مدى، على مدار، طوال then a count in digits or
#: words, and a period noun ("لو دفعت شهري لـ١٢ شهر بيصير ١٨٠"، "لمدة ٣ ليالٍ"، "على مدى ستة أشهر"): a rate times the
#: count (English "over 12 months", "for 3 nights"). A bare ل before a number word names a term, no count paid for
#: ("مؤشر بيبور لثلاثة أشهر": the three-month index)
PERIODS_PAID_LEADS = "ل | لمدة | على مدى | على مدار | طوال"
PERIODS_PAID_NOUNS = "شهر أشهر شهور يوم أيام يوما سنة سنوات سنين عام أعوام أسبوع أسابيع ليلة ليال ليالي ساعة ساعات"
_PERIODS_PAID_LEAD = "|".join(fold_text(w).replace(" ", r"\s+") for w in _items(PERIODS_PAID_LEADS))
_PERIODS_PAID_NOUN = "|".join(fold_text(w) for w in PERIODS_PAID_NOUNS.split())
_PERIODS_PAID = re.compile(
    rf"{_NB}[وف]?(?P<lead>{_PERIODS_PAID_LEAD})\s*(?P<n>\d+|[{_L}]{{3,}})\s+(?:{_PERIODS_PAID_NOUN}){_NA}")


#: THE RATE PER A PERIOD WITH "في": "في" and the definite period noun after an amount ("٥٠ ريالاً في اليوم"، "نحو ٦٫٧ ريال
#: في اليوم"، "٢٠٠ درهم في الشهر"): a rate per that period, a quotient as "يوميًا"، "باليوم" are (English "a day")
PER_PERIOD_IN = "اليوم الليلة الأسبوع الشهر السنة العام الساعة"
_PER_PERIOD_IN = re.compile(rf"\d[\d.,٫]*[^\d\n]{{0,30}}?{_NB}في\s+(?:{'|'.join(fold_text(w) for w in PER_PERIOD_IN.split())}){_NA}")


def _counts_periods(low: str) -> bool:
    from .numbers import is_number_word

    return any(m.group("n")[:1].isdigit() or (is_number_word(m.group("n")) and m.group("lead") != "ل")
               for m in _PERIODS_PAID.finditer(low))


def _prices_one(low: str) -> bool:
    from .numbers import CURRENCIES

    return any(m.group("cur") in CURRENCIES for m in _PRICE_THEN_ONE.finditer(low))


def working_ops(text: str) -> frozenset[str]:
    """The operations an Arabic sentence's words signal ("+", "-", "*", "/")."""
    toks = _working_words(text)
    ops = frozenset(op for op, ws in _OPS.items() if not ws.isdisjoint(toks))
    if _PERIOD_PRICE.search(fold_text(text)):
        ops |= {"*"}  # "التأمين يعادل إيجار شهرين (240 ديناراً)": 120 a month × 2
    if not ops and _BECOMES.search(fold_text(text)):
        ops |= {"+", "-"}  # "فتصبح غرفة الحديقة 140 ديناراً": a price after the change just stated (120 + 20)
    if _LEFT_WITH.search(fold_text(text)) or _FURTHER.search(fold_text(text)):
        ops |= {"-"}
    if _ADDED.search(fold_text(text)):
        ops |= {"+"}
    from .suppose import supposed_working  # a supposition answered: "لو زادت أمتعتك 4 كجم، تدفع ريالين"

    # (beside any word of working: "لو كنتم 4 أشخاص، المجموع 200 ريال" is 4 × 50 whatever "المجموع" adds)
    ops |= supposed_working(text)
    low = fold_text(text)
    if _CHANGE_VERB.search(low) or _elative_by(low) or _AMOUNT_ELATIVE.search(low):
        ops |= {"-"}  # "زاد 15 هللة"، "أصغر بسنتين": a difference (besides what a supposition answered signals)
    if _DIVIDING.search(low):
        ops |= {"/"}  # "لو تقاسمتم المبلغ 70 درهماً": a quotient (besides what a supposition answered signals)
    if _PER_PERIOD_IN.search(low):
        ops |= {"/"}  # "١٥٠ ريالاً لثلاثة أيام، أي ٥٠ ريالاً في اليوم": per the period, as "يوميًا" is
    if _prices_one(low):
        ops |= {"*", "/"}  # "أي ٢٤٠ جنيهاً للجلسة"، "١٢٠ درهماً للشخص = ٢٤٠ درهماً لكما": a rate, as English "per"
    if _counts_periods(low):
        ops |= {"*"}  # "لو دفعت شهري لـ١٢ شهر بيصير ١٨٠": a rate times a count of periods
    return ops


def working_word(word: str) -> bool:
    """A folded word of working: a verb of adding, of increase or decrease ("بينزاد"، "يُضاف"، "زادت") — the working's
    own word, no new matter of the world (English ``passes._COMPARING``)."""
    return _ADDED.fullmatch(word) is not None or _CHANGE_VERB.fullmatch(word) is not None


#: a quotient given as its whole part, the sentence saying so (English ``derive._WHOLE``: "full", "left over"): what is
#: left over ("ويتبقى درهمان"، "والباقي ٢"، "يفضل"، "ويبقى") or whole units ("٨ عبورات كاملة")
FLOORED_WORDS = "يتبقى تتبقى يتبقا يبقى تبقى يبقا الباقي باقي المتبقي متبقي يفضل تفضل يفضلو كاملة كاملين كاملات كامل"
_FLOORED = re.compile(rf"{_NB}(?:و|ف)?{_words_alt(FLOORED_WORDS)}{_NA}")


def says_floored(text: str) -> bool:
    """The Arabic sentence gives a quotient as whole units, or names what is left over (:data:`FLOORED_WORDS`)."""
    return _FLOORED.search(_fold(text)) is not None


#: a journey counted both ways (English ``derive._BOTH_WAYS``): a one-way price doubled ("ذهابًا وإيابًا 80 دينارًا")
BOTH_WAYS = "ذهابا وإيابا | ذهاب وإياب | ذهاب وعودة | ذهابا وعودة | الذهاب والعودة | الذهاب والإياب | في الاتجاهين | بالاتجاهين | رايح جاي | رايح راجع"
_BOTH_WAYS = re.compile(rf"{_NB}(?:و|ب|ل)?{_alt(_items(BOTH_WAYS))}{_NA}")


#: THE TWO ADDRESSED: the dual "you" ("لكما"، "كلاكما"، "أنتما"، "عليكما"): a party of two, as the English "for you
#: both" (text.party)
YOU_TWO = "لكما كلاكما كليكما أنتما انتما عليكما معكما بكما عندكما لديكما"
_YOU_TWO = frozenset(fold_text(w) for w in YOU_TWO.split())


def period_constants(text: str) -> list[float]:
    """The conversion factors whose two units an Arabic sentence names (12 for a month and a year), and 2 for a
    journey counted both ways (:data:`BOTH_WAYS`) or for the two addressed (:data:`YOU_TWO`)."""
    toks = _working_words(text)
    out = [float(k) for k, (a, b) in _PERIODS.items() if not a.isdisjoint(toks) and not b.isdisjoint(toks)]
    if _BOTH_WAYS.search(fold_text(text)) is not None:
        out.append(2.0)
    if not _YOU_TWO.isdisjoint(toks):
        out.append(2.0)  # "١٢٠ درهماً للشخص = ٢٤٠ درهماً لكما": the two addressed (English "for you both")
    return out


#: THE PAST-THE-END GRAMMAR: how far a day falls after (or before) the end of a period, said as بعد/قبل, the end
#: (انتهاء، نهاية، انقضاء) of the period named, then ب and the amount ("بعد انتهاء فترة الضمان (3 أشهر) بشهرين"،
#: "قبل نهاية العقد بـ 10 أيام"): the amount is a difference, the time gone less the period (English "two months past
#: the end of the warranty"); checked as that difference of two figures shown (checker.derive), never as any working
PERIOD_ENDS = "انتهاء نهاية انقضاء"
_PAST_THE_END = re.compile(
    rf"(?<![{ARABIC_LETTER}])[وف]?(?:بعد|قبل)\s+[*_]*(?:{'|'.join(fold_text(w) for w in PERIOD_ENDS.split())})"
    rf"(?:\s*[^\s.!?؟:;؛\n]+){{0,6}}?\s*[*_]*\s+[*_]*ب\s*$")


def past_the_end_before(before: str) -> bool:
    """Whether the text right ``before`` an amount ends in "بعد انتهاء <the period> ب" (:data:`_PAST_THE_END`)."""
    return _PAST_THE_END.search(fold_text(before)) is not None


def shows_working(text: str) -> bool:
    """The sentence shows its working (a total, a difference, "يساوي")."""
    return not _STRONG_WORDS.isdisjoint(_working_words(text)) or _LEFT_WITH.search(fold_text(text)) is not None \
        or _FURTHER.search(fold_text(text)) is not None


#: words right before a value or a citation that deny it ("وليس المادة 90"، "لا 60 يومًا"، "بدلًا من 15"):
#: a correction, not an assertion (English ``_negated_before``'s counterpart)
DENIALS = "ليس وليس ليست وليست لا ولا غير بدلا بدل عوضا وليس مش ومش مو ومو مب ومب"
#: (the dialects' مش، مو، مب: "٣ ريالات و٥٠٠ بيسة، مش ٣ ريالات")
_DENIALS = frozenset(fold_text(w) for w in DENIALS.split())
#: (THE DENIED PERIOD: a word of the figure's period may stand between the denial and the figure — "مو كل سنتين"،
#: "وليس خلال 3 أيام"، "مش لمدة شهر": the period denied, the user's figure with it; THE DENIED BOUND: a word of a bound
#: likewise — "مو دون 6"، "وليس قبل 3 أيام"، "مش فوق 60": the bound denied, the user's figure with it)
DENIAL_TAIL = "من عن في كل خلال لمدة دون تحت فوق قبل بعد"
_DENIAL_TAIL = frozenset(fold_text(w) for w in DENIAL_TAIL.split())


def negated_before(before: str) -> bool:
    """The text right before a value or citation denies it (one denial word, maybe with من/عن/في)."""
    ws = _WORD_RE.findall(re.split(r"[.!?؟:;؛,،\n]", fold_text(before))[-1])[-3:]
    if ws and ws[-1] in _VALUE_PROCLITICS and not re.search(r"\s$", before):
        ws = ws[:-1]  # "وليس بمئة ريال"، "لا بـ90": the value's own proclitic (ب ل ك)
    if ws and ws[-1] in _DENIAL_TAIL:
        ws = ws[:-1]
    return bool(ws) and ws[-1] in _DENIALS


_VALUE_PROCLITICS = frozenset("بلك")


#: the user speaking of their own situation in the question ("أمر بسالك مرتين يوميًا"، "راتبي ٨٠٠٠"،
#: "عمري ٤٥ سنة"): first-person words (English ``_FIRST_PERSON``'s counterpart); and the user's belief
#: about the world ("أعتقد أن الرسوم ٥٠"), which is not their situation
FIRST_PERSON = """
أنا نحن لدي لدينا عندي عندنا معي عمري راتبي أجري طفلي أطفالي ابني ابنتي زوجتي زوجي سيارتي عقدي خدمتي إجازتي
اشتراكي حسابي طلبي فاتورتي استهلاكي رصيدي شركتي إقامتي جوازي بطاقتي
أمر أعمل أدفع أسافر أسكن أملك أستأجر أحتاج أريد أرغب أنوي أخطط أفكر نفكر ننوي نخطط أشتري أستخدم أقود أدرس أتقاضى أحصل أستلم أقيم
أعيش نعمل نسافر ندفع نحتاج نريد نسكن أشتغل أفتح أجدد أنقل أسجل أحجز أبيع أؤجر أطلع أروح أرسل أحول
بغيت نبغي أبغى أبغي أبي ابي بدي بدنا عايز عايزة عاوز عاوزة حابب حابة ودي أبا ديالي ديالنا تبعي تبعنا متاعي متاعنا بتاعي
لقيت اشتغلت خلصت حطيت شريت جبت رحت نخلص ندفع نشتري نحب نبغي بنتي ولدي أمي أبوي أبي مرتي جوزي
عملت دفعت اشتريت حجزت سافرت أمضيت قضيت بدأت استلمت طلبت سجلت استخدمت انتقلت تعاقدت
"""
#: the dialect prefixes of the imperfect (b- in the Levant and the Gulf, ḥa-/ha- the Egyptian future)
DIALECT_IMPERFECT = "بحه"
BELIEFS = "أعتقد أظن سمعت قرأت علمت أعرف قيل أليس صحيح شفت"
#: a question's clause that opens on its premise about the world ("بما أن أجل الخلاص شهر كامل، …": since): the user's
#: belief, unless a word of the clause is the user's own (English ``lookups._SINCE``)
SINCE = "بما أن | بما إن | بما ان | بما انه | بما أنه | طالما أن | طالما إن | طالما | حيث أن | حيث إن | بحكم أن | نظرا لأن | على اعتبار أن"
_SINCE_AT = re.compile(rf"^[\W_]*(?:و|ف)?(?:{_alt([fold_text(w) for w in _items(SINCE)])}){_NA}")
_FIRST = frozenset(fold_text(w) for w in FIRST_PERSON.split())
_BELIEF = frozenset(fold_text(w) for w in BELIEFS.split())


#: first-person pronouns and the particles that carry one (a closed class: "لي (45 سنة)"، "عندنا"، "معي")
FIRST_PRONOUNS = "أنا نحن لي لنا ولنا عندي عندنا لدي لدينا معي معنا بي بنا مني منا عني عنا نفسي معايا معاي معانا"
#: (and the dialects' "we": Levantine "نحنا"، Gulf and Egyptian "احنا"، Maghrebi "حنا": "نحنا هلّق بـ ٢٠٢٥")
FIRST_PRONOUNS += " نحنا ونحنا احنا واحنا إحنا وإحنا حنا"
_FIRST_PRONOUNS = frozenset(fold_text(w) for w in FIRST_PRONOUNS.split())
#: the writer's "me" after a preposition, in the standard language and the dialects ("اتلخبط معايا": I mixed it up;
#: "غلطة مني"، "اختلط عليّ"): a hedged clause whose new words hold one speaks of the writer's own answer, not of the
#: world (the English "which is probably where I got confused"). Not عليا ("the highest": المحكمة العليا), nor the
#: plural (نحن، عندنا: a business speaks of itself as we, and of its services so)
WRITER_SELF = "معي معايا معاي مني منّي عني عنّي ليا إليا بيا فيا"
_WRITER_SELF = frozenset(fold_text(w) for w in WRITER_SELF.split())


def writer_of_itself(words: "list[str] | set[str]") -> bool:
    """Among these folded words, the writer's singular "me" after a preposition (:data:`WRITER_SELF`)."""
    return any(w in _WRITER_SELF or (w[:1] in "وف" and w[1:] in _WRITER_SELF) for w in words)


#: words ending in ت that are no verb of the speaker (nouns, particles; the copulas, whose ت is the
#: third person's: "إذا كانت الرسوم …"), and words ending in تي that are no noun with "my"
NOT_SPEAKER = """وقت بيت زيت صوت موت تحت سبت بنت أخت ست ثابت مؤقت توقيت تثبيت ميت صامت إنترنت ماركت جاكيت
كانت أصبحت صارت باتت ظلت دامت ليست حتى متى التي اللتي شتى كويتي بيروتي ذاتي"""
_NOT_SPEAKER = frozenset(fold_text(w) for w in NOT_SPEAKER.split())
#: a relative pronoun before a verb with its object ("المبلغ الذي دفعتُه"، "العلبة التي اشتريتُها")
_RELATIVES = frozenset(fold_text(w) for w in "الذي التي اللذين اللتين الذين ما".split())
_OBJECT_CLITICS = ("هما", "ها", "هم", "هن", "ه")
_RAW_WORD = re.compile(rf"[{_L}\u064b-\u065f\u0670\u0640]+")
_MARKS = re.compile("[\u064b-\u065f\u0670\u0640]")


def _my_noun(w: str) -> bool:
    """A feminine noun with "my": its ة written ت before ي ("زوجتي"، "لزوجتي"); not a plural's اتي
    ("إماراتي" is a nisba)."""
    if not w.endswith("تي") or len(w) < 4 or w.endswith("اتي"):
        return False
    rest = w[1:] if w[0] in "لب" and len(w) >= 5 else w  # "لزوجتي"، "بسيارتي"
    return not rest.startswith("ال") and fold_text(rest) not in _NOT_SPEAKER


def speaker_form(word: str, after_relative: bool = False) -> bool:
    """A word whose morphology names the speaker (Arabic drops the pronoun a verb or noun carries):
    the perfect's first person (بقيتُ، تأخرتُ: ت after a stem of three letters at least; with an
    object pronoun only after a relative pronoun, "الذي دفعتُه", since a noun's ة is written ت before
    one: "قيمتها"), the future's first person (سأدفع، سنتقدّم), or a feminine noun with "my" (زوجتي،
    والدتي، سيارتي: the ة written ت before ي). ``word``: unvowelled, not folded (ي and ى differ). The
    perfect's ت is also the third person feminine's and the second person's: in the user's question
    the speaker's is the common reading."""
    w = word[1:] if word[:1] in ("و", "ف") and len(word) > 3 else word
    if fold_text(word) in _NOT_SPEAKER or fold_text(w) in _NOT_SPEAKER:
        return False
    if w.startswith("ال"):  # a definite word takes no "my" ("والتي")؛ "والدتي": the و is the root's
        return w is not word and _my_noun(word)
    if w.endswith("تي"):
        return _my_noun(w)
    if w.startswith("سأ") and len(w) >= 5:
        return True
    if w.startswith("سن") and len(w) >= 5 and not w.endswith(("ات", "ين", "ان", "ة", "ه", "ي", "ا")):
        return True  # "سنتقدم"، "سنسافر" (not سنة، سنوات، سنتين، سنوية)
    if after_relative:
        for c in _OBJECT_CLITICS:
            if w.endswith("ت" + c) and len(w) - len(c) >= 4:
                return True
    # the perfect (not the imperfect's ي, not a plural's ات, not a measure's ميغابت)
    return w.endswith("ت") and len(w) >= 4 and not w.endswith(("ات", "وت", "ابت", "ايت")) and not w.startswith("ي")


#: THE HOLLOW VERB'S FIRST PERSON: a verb whose middle root letter is a long vowel loses it in the perfect's first person
#: and is three letters with its ت ("بعت أرض بمليون …"، "كنت دافع ٢٠٠"، "زرت العيادة مرتين"، "رحت"، "شفت") — too short for
#: :func:`speaker_form`'s four letters, so a closed table (nouns of three letters in ت, "بيت"، "وقت"، "بنت", are not in it;
#: nor "شفت" (I saw) and "قلت" (I said): what the user saw or was told is a belief about the world, :data:`BELIEFS`)
HOLLOW_FIRST = "بعت كنت زرت صرت عشت نمت خفت جيت سقت طلت"
_HOLLOW_FIRST = frozenset(fold_text(w) for w in HOLLOW_FIRST.split())


def _speaker_in(clause: str) -> bool:
    ws = [_MARKS.sub("", w) for w in _RAW_WORD.findall(clause)]
    return any(speaker_form(w, k > 0 and fold_text(ws[k - 1]) in _RELATIVES)
               or (w[1:] if w[:1] in ("و", "ف") else w) in _HOLLOW_FIRST for k, w in enumerate(ws))


def first_person(clause: str) -> "bool | None":
    """Whether a clause of the question speaks of the user's own situation: True (a first-person
    word), False (the user's belief about the world), None (neither).

    THE FIGURE'S OWN CLAUSE: the words after the last comma are read first: a first-person clause there holds,
    whatever belief an earlier clause reports ("سمعت إن لازم يكون عمري ٢١ سنة …، وأنا عمري ١٩": the 21 is what the
    user heard, the 19 the user's own age)."""
    folded = fold_text(clause)
    parts = re.split(r"[،,؛;]", folded)
    if len(parts) > 1 and _person(parts[-1]) is True:
        return True
    return _person(clause)


def _person(clause: str) -> "bool | None":
    ws = _WORD_RE.findall(fold_text(clause))
    ws = ws + [w[1:] for w in ws if w[:1] in "وف" and len(w) > 3]
    # the dialect imperfect: b-/ḥa-/ha- before the first person's أ, which it drops ("بستأجر" = أستأجر,
    # "بدفع" = أدفع, "هسافر" = أسافر)
    ws = ws + ["ا" + w[1:] for w in ws if w[:1] in DIALECT_IMPERFECT and len(w) > 3]
    ws = ws + [w[1:] for w in ws if w.startswith("سا") and len(w) > 4]  # the future: "سأدفع" = س + أدفع
    if not _BELIEF.isdisjoint(ws):
        return False
    if not _FIRST.isdisjoint(ws) or not _FIRST_PRONOUNS.isdisjoint(ws):
        return True
    if _speaker_in(clause):
        return True
    last = re.split(r"[،,؛;]", fold_text(clause))[-1]  # the premise's own clause: "بما أن …، كم أستحق عن" asks of the user's
    return False if _SINCE_AT.match(last) else None


#: the answer speaks to the user (a chat answer, English ``_YOU``'s counterpart): second-person
#: pronouns and the common verbs and prepositions with the suffix ك
_QAF = "قدر"  # (the ability root's dialect spellings, :data:`ABLE_ROOTS`, are "you can" too: "تكدر"، "تگدر")
YOU = """
أنت أنتِ أنتم لك لكِ لكم لديك لديكم عندك عليك عليكم إليك منك بك فيك عنك معك يمكنك يمكنكم بإمكانك تستطيع تحتاج
ستحصل تستحق تحصل طلبك حسابك راتبك أجرك خدمتك إجازتك عقدك اشتراكك فاتورتك أنك إنك فإنك لأنك
أنتما لكما عندكما لديكما عليكما معكما بكما منكما فيكما إليكما عندكم فيكم معكم بكم منكم إليكم حضرتك حضرتكم
إنتو انتو إنتي انتي معاك معاكم ليك ليكم بيك بيكم عليكو لكو إلك إلكم عندكو تبعك تبعكم ديالك ديالكم متاعك
تقدر تقدري تقدرين تقدرون تقدروا تنجم تنجمي تنجموا تبي تبون تبغى تبغي تبغين تبغون تحب تحبي تحبين تحبون تحبوا
فيكن عليكن معكن منكن بكن عندكن إلكن الكن فيكو عليكو معكو منكو بيكو إلكو
"""
#: (the last line: the Levantine plural "you" -كن/-كو on the prepositions, "أهلا فيكن"، "إلكن"; not لكن "but")
_YOU_WORDS = frozenset(fold_text(w).replace(_QAF, q) for w in YOU.split() for q in (_QAF, *ABLE_ROOTS.split()[1:]))


def addresses_user(text: str) -> bool:
    """The Arabic text speaks to the user (أنت، لك، يمكنك، طلبك …، or a verb of the second person plural)."""
    toks = set(_WORD_RE.findall(fold_text(text)))
    return not _YOU_WORDS.isdisjoint(toks | {t[1:] for t in toks if t[:1] in "وف" and len(t) > 3}) \
        or any(_you_plural_verb(t) or _you_dual_perfect(t) for t in toks)


def speaks_to_user(text: str) -> bool:
    """The Arabic text speaks to the user: a word of "you" (:func:`addresses_user`), or an offer or advice put to
    them ("بتحب ساعدك …؟"، "بنصحك تسأل البلدية"): the verb's "you" is its object, which YOU's words do not list."""
    if addresses_user(text):
        return True
    s = _fold(text)
    return _OFFER.search(s) is not None or _ADVICE.search(s) is not None


def _you_dual_perfect(w: str) -> bool:
    """The perfect of the second person dual: … تما ("احتجتما"، "حجزتما"، "وصلتما")."""
    return len(w) > 5 and w.endswith("تما")


#: the object pronouns a dialect verb of the second person plural takes after its و ("بتدفعوه"، "تشوفوها")
_PLURAL_OBJECTS = ("ه", "ها", "هم", "هن", "ني", "نا")


def _you_plural_verb(w: str) -> bool:
    """The imperfect of the second person plural: ت … ون, maybe with the future's س and و/ف
    ("فستحتاجون"، "تستطيعون"، "ستدفعون"); not a noun ending in ون ("تلفزيون"، "تعاون"). In the dialects
    it ends in و or وا, maybe with an object pronoun, after the imperfect's ب/ح/ه ("بتنبسطوا"، "بتدفعوه"،
    "حتلاقوا"); without one, ت … وا is also the perfect's third person plural ("تركوا") and ت … و a noun ("تاتو")."""
    dialect = False
    for p in ("فس", "وس", "س", "ف", "و"):
        if w.startswith(p + "ت") and len(w) - len(p) >= 5:
            w = w[len(p):]
            break
    else:
        for p in ("وب", "فب", "ب", "وح", "ح", "وه", "ه"):
            if w.startswith(p + "ت") and len(w) - len(p) >= 5:
                w, dialect = w[len(p):], True
                break
    if not w.startswith("ت") or len(w) < 5:
        return False
    if w.endswith("ون") and not w.endswith(("يون", "اون")):
        return True
    if not dialect:  # a bare ت … وا is also the perfect's third person plural ("تركوا"، "تبرعوه")
        return False
    if w.endswith(("وا", "و")) and not w.endswith(("اوا", "يوا", "او", "يو")):
        return True
    return any(w.endswith("و" + c) and len(w) - len(c) >= 5 for c in _PLURAL_OBJECTS)


#: a claim put to the user or said by the writer of themself: advice, an apology, a judgement (English
#: ``claims._PERSONAL``'s and ``_ADVISING``'s counterpart): new plain words in it are at most moderate
PERSONAL = """
أعتذر نعتذر اعتذاري ردي إجابتي أنصحك ننصحك أنصح ننصح أقترح نقترح أوصي نوصي أرى نرى يفضل يستحسن الأفضل الأنسب
احرص تذكر انتبه لاحظ أتمنى آمل أفضل مناسب مريح رائع ممتاز جيد مفيد مهم ربما الأرجح غالبا
"""
_PERSONAL = frozenset(fold_text(w) for w in PERSONAL.split())


def personal(text: str) -> bool:
    """The Arabic claim speaks to the user, or the writer speaks of themself or advises (أعتذر،
    ردّي السابق، يُفضَّل، احرص …)."""
    toks = set(_WORD_RE.findall(fold_text(text)))
    toks |= {t[1:] for t in toks if t[:1] in "وفل" and len(t) > 3} | {t[2:] for t in toks if t.startswith("ال")}
    # (a noun with "your", "ضيوفك"، "طلبكم", speaks to the user as English "your" does)
    return addresses_user(text) or not _PERSONAL.isdisjoint(toks) or any(_yours(t) for t in toks)


#: the user's situation set against a limit in words (English ``passes._STANDING``'s counterpart):
#: "فأنت ضمن الحد المسموح"، "لم تتجاوز المدة"، "تجاوزت الحد الأقصى"; the side it claims (within, over)
STANDING_WITHIN = "ضمن | داخل | في حدود | لم تتجاوز | لم يتجاوز | لا تتجاوز | لا يتجاوز | دون | أقل من"
STANDING_OVER = "تجاوزت | تتجاوز | يتجاوز | تجاوز | تخطيت | تتخطى | خارج | فوق | أكثر من | بعد انتهاء"
LIMIT_NOUNS = "الحد | حد | المدة المسموحة | المسموح | المهلة | المدة القصوى | الحد الأقصى | الحد المسموح"
#: what marks a figure as the limit, anywhere in its sentence ("الحد الأقصى للوقوف … ساعتان"، "لمركبتين كحد أقصى")
LIMIT_CUES = "الحد الأقصى | كحد أقصى | حد أقصى | الحد المسموح | لا يجوز | لا يتجاوز | لا تتجاوز | لأكثر من | بحد أقصى | أقصاه | أقصاها"
_STANDING = re.compile(
    rf"{_NB}(?:[وف]?(?:أنت|انت|إنك|انك|أنك)\s+)?(?:[وف]?(?:ما\s+زلت|لا\s+تزال|مازلت)\s+)?[وف]?"
    rf"(?:(?P<within>{_alt([fold_text(w) for w in _items(STANDING_WITHIN)])})|(?P<over>{_alt([fold_text(w) for w in _items(STANDING_OVER)])}))"
    rf"\s+(?:{_alt([fold_text(w) for w in _items(LIMIT_NOUNS)])}){_NA}")
_LIMIT_CUE = re.compile(rf"{_NB}[وفبل]?{_alt([fold_text(w) for w in _items(LIMIT_CUES)])}{_NA}")


def standing(sentence: str) -> "tuple[str, int] | None":
    """The side of a limit the sentence says the user's situation is on ("within" or "over") and
    where it says so (an offset into ``sentence``), or None."""
    from .normalise import fold, to_original

    low, offsets = fold(sentence)
    m = _STANDING.search(low.lower())
    if m is None:
        return None
    return ("within" if m.group("within") else "over"), to_original(offsets, m.start(), m.end())[0]


#: two figures compared in words (English ``passes._COMPARE``'s counterpart): "20 ساعة، يعني أكثر من 24 ساعة"،
#: "وهي أقل من 48 ساعة"، "5 أيام وهذا ليس أكثر من أسبوع". The first figure, what may join it to the comparison
#: (a restating word, a pronoun), a negator, the comparison's side, then the second figure
COMPARE_JOINERS = "يعني | أي | ما يعني | وهذا | وهذه | وهي | وهو | فهذا | فهي | فهو | وده | ودي | يعني إنها | يعني إنه"
COMPARE_NEGATORS = "ليس | ليست | مش | مو | لا"
COMPARE_GREATER = "أكثر من | أطول من | أكبر من | أعلى من | تزيد عن | تزيد على | يزيد عن | يزيد على | تتجاوز | يتجاوز | فوق"
COMPARE_LESS = "أقل من | أقصر من | أصغر من | أدنى من | تقل عن | يقل عن | دون | تحت"
_FIGURES_COMPARED = re.compile(
    rf"[\s*_،,:]*(?:{_alt(_items(COMPARE_JOINERS))}{_NA}[\s*_،,:]*)?(?:(?P<neg>{_alt(_items(COMPARE_NEGATORS))}){_NA}\s*)?"
    rf"[\s*_]*(?:(?P<over>{_alt(_items(COMPARE_GREATER))})|(?P<under>{_alt(_items(COMPARE_LESS))})){_NA}[\s*_]*")


def compared(sentence: str, after: int) -> "tuple[str, bool, int] | None":
    """A comparison in words that opens right after offset ``after`` of ``sentence`` (the end of its first
    figure): (its side, "over" or "under"; whether it is negated; the offset its second figure must open at),
    or None."""
    from .normalise import fold, to_original

    low, offsets = fold(sentence[after:after + 60])
    m = _FIGURES_COMPARED.match(low.lower())
    if m is None or m.end() == 0:
        return None
    return ("over" if m.group("over") else "under"), m.group("neg") is not None, after + to_original(offsets, m.end(), m.end())[0]


def names_a_limit(sentence: str) -> bool:
    """The sentence marks a figure in it as a limit (الحد الأقصى، كحد أقصى، لا يتجاوز …)."""
    return _LIMIT_CUE.search(fold_text(sentence)) is not None


#: THE LIMIT NAMED BEFORE ITS FIGURE: a limit cue closing the words before a figure, at most two words after it ("والحد
#: الأقصى المسموح ١٥ كغ"، "الحد الأقصى: ١٥ كغ"): that figure is the limit
_LIMIT_CUE_LAST = re.compile(rf"{_NB}[وفبل]?{_alt([fold_text(w) for w in _items(LIMIT_CUES)])}(?:\s+[{_L}]+){{0,2}}[\s*_:]*$")


def limit_figure_next(before: str) -> bool:
    """Whether the words ``before`` a figure name it the limit (:data:`_LIMIT_CUE_LAST`)."""
    return _LIMIT_CUE_LAST.search(fold_text(before)) is not None


#: a counterfactual's opening ("لو كان الخصم يشمل …"، "إذا كانت كما ذكرت"، "على كلامك"): a figure after it
#: in its sentence is the premise's outcome, not the answer's
_COUNTERFACTUAL = re.compile(
    "(?<![" + ARABIC_LETTER + "])(?:" + "|".join(fold_text(w) for w in ("لو", "ولو", "فلو")) + r")\s+(?:\S+\s+){0,1}?"
    + "(?:" + "|".join(fold_text(w) for w in ("كان", "كانت", "كنا", "كنت")) + r")(?![" + ARABIC_LETTER + "])"
    + "|" + "|".join(fold_text(w) for w in ("كما ذكرت", "كما قلت", "كما تقول", "حسب كلامك", "على كلامك", "زي ما قلت")))
#: a label of wrongness after the figure ("— بس هذا غير صحيح"، "وهذا خطأ"، "وده غلط")
_WRONG_LABEL = re.compile(
    "(?<![" + ARABIC_LETTER + "])(?:" + "|".join(fold_text(w).replace(" ", r"\s+") for w in (
        "غير صحيح", "غير صحيحة", "مو صحيح", "مش صحيح", "ليس صحيحا", "ليس صحيحًا", "ليس صحيحاً", "خطأ", "خاطئ",
        "خاطئة", "غلط", "غير دقيق", "مش مظبوط", "مو مضبوط")) + ")(?![" + ARABIC_LETTER + "])")


def labelled_wrong(text: str, start: int, end: int) -> bool:
    """The figure at ``start``:``end`` of the sentence is the outcome of a counterfactual the answer itself
    calls wrong ("لو كان الخصم يشمل الكهرباء كما ذكرت، كان بيصير المجموع 1,458 — بس هذا غير صحيح"): a
    counterfactual opens before it in its sentence and a label of wrongness follows it within a short
    clause. Either alone is not enough: a bare "لو كان …، كان المجموع X" still states X's working, and
    "X غير صحيح" of a figure no premise supposes is a plain statement."""
    before = fold_text(text[max(0, start - 120):start])
    if _COUNTERFACTUAL.search(before) is None:
        return False
    after = fold_text(text[end:end + 48])
    return _WRONG_LABEL.search(after) is not None


#: how many words may stand between the negated existence and the figure ("ولا يوجد استثناء للكبار أو لمن فوق 18 سنة":
#: the exception denied names its holders before the figure)
DENIED_CLAUSE_WORDS = 5
#: a negated existence or need opening the figure's clause ("فلا يوجد تجديد كل خمس سنوات"، "ما في رسوم ٥٠"،
#: "لم يعد هناك حد ٣ أشهر"، "لا يشترط عمر ٢١ سنة"): the clause denies the figure, it does not state it
_DENIED_CLAUSE = re.compile(
    "(?<![" + ARABIC_LETTER + "])[وف]?(?:" + "|".join(fold_text(w).replace(" ", r"\s+") for w in (
        "لا يوجد", "لا توجد", "ليس هناك", "ليست هناك", "ما في", "مافي", "مفيش", "ما فيه", "ما فيش", "لم يعد",
        "لا يلزم", "لا يشترط", "لا تشترط", "لا يوجد أي", "ما يوجد", "ما عاد")) + ")"
    + r"(?:\s+[^\s\d٠-٩،,.;؛:!?؟]+){0,%d}\s*$" % DENIED_CLAUSE_WORDS)
_CLAUSE_CUT = re.compile(r"[.!?؟،,;؛:\n]")


def denied_clause(text: str, start: int) -> bool:
    """The figure at ``start`` follows, within :data:`DENIED_CLAUSE_WORDS` words of its clause, a negated existence or need
    ("فلا يوجد تجديد كل خمس سنوات"): the answer denies the figure (a premise corrected)."""
    before = text[max(0, start - 60):start]
    cut = None
    for cut in _CLAUSE_CUT.finditer(before):
        pass
    clause = fold_text(before[cut.end():] if cut is not None else before).replace("*", "")
    return _DENIED_CLAUSE.search(clause) is not None


#: Ways to reach or use the organisation, in Arabic (issue 24; the English ``scaffold.CHANNEL_NOUNS``): each kind
#: with its forms, a proclitic (و ف ب ل ك) and the article allowed. A site, portal, platform and app are one kind
#: ("online"), since an Arabic answer names the context's «منصة» as its «تطبيق» or «بوابة» freely; a text message,
#: WhatsApp, e-mail and a phone line are each their own. The user's own handset ("هاتفك") is no channel.
CHANNEL_FORMS: dict[str, str] = {
    "sms": "رسالة نصية | رسائل نصية | رسالة قصيرة | رسائل قصيرة | الرسائل النصية | الرسائل القصيرة | sms | اس ام اس",
    "whatsapp": "واتساب | واتس اب | الواتس | الواتساب | whatsapp",
    "email": "بريد إلكتروني | البريد الإلكتروني | بريدك الإلكتروني | إيميل | الإيميل | ايميل | email | e-mail",
    "online": "تطبيق | التطبيق | تطبيقات | منصة | المنصة | بوابة | البوابة | موقع إلكتروني | الموقع الإلكتروني | موقعنا الإلكتروني"
              " | الموقع الرسمي | إلكترونياً | إلكترونيا | أونلاين | عبر الإنترنت | online | app | website | portal",
    "phone": "هاتف | الهاتف | هاتفياً | هاتفيا | الخط الساخن | مركز الاتصال | رقم الهاتف | اتصال هاتفي | الرقم الموحد | phone | hotline",
}
#: THE ELECTRONIC ACT: a verbal noun of applying, booking, paying or registering with the adjective "electronic" after it,
#: definite or not ("التقديم الإلكتروني"، "عند الحجز الإلكتروني"، "دفع إلكتروني"، "الخدمات الإلكترونية"), names the online
#: channel as "إلكترونياً" does (English "online application"); the adjective alone does not ("البريد الإلكتروني" is e-mail)
ELECTRONIC_ACTS = "تقديم حجز دفع سداد طلب تسجيل تجديد شراء خدمات خدمة"
ELECTRONIC_ADJECTIVES = {"m": "إلكتروني", "f": "إلكترونية"}
_ELECTRONIC_FEMININE = frozenset(("خدمات", "خدمة"))
CHANNEL_FORMS["online"] += "".join(
    f" | {art}{act} {art}{ELECTRONIC_ADJECTIVES['f' if act in _ELECTRONIC_FEMININE else 'm']}"
    for act in ELECTRONIC_ACTS.split() for art in ("", "ال"))
#: the English channel kinds (``scaffold.CHANNEL_NOUNS`` keys) each Arabic kind is, for an Arabic answer over English sources
CHANNEL_ENGLISH = {"sms": ("sms", "text"), "whatsapp": ("whatsapp",), "email": ("email",), "online": ("app", "website"),
                   "phone": ("phone",)}
#: (bounded by any word character, Latin too: "app" is no channel inside "happens", nor "sms" inside another word)
_CHANNEL_RES = {kind: re.compile(rf"(?<!\w)[وفبلك]?(?:{'|'.join(re.escape(fold_text(f.strip())) for f in forms.split('|'))})(?!\w)")
                for kind, forms in CHANNEL_FORMS.items()}
#: a channel denied just before it ("لا يوجد تطبيق", "دون الحاجة إلى الهاتف", "غير متاح عبر الواتساب")
_CHANNEL_DENIED = re.compile(rf"{_NB}[وف]?(?:لا|ليس|ليست|لم|لن|غير|دون|بدون|بلا|ما)\s+(?:[{_L}]+\s+){{0,3}}$")

#: THE ACT OF APPLYING: «تطبيق» is also the verbal noun of «طبّق» (to apply a rule), no app, where what follows it is
#: the thing applied ("تطبيق الحد الأدنى"، "بعد تطبيق الحدين"، "تطبيق ذلك") or, after «على», what it is applied to
#: ("التطبيق على حالتكم"، "بالتطبيق على شيكك") — unless that is a device an app is put on ("التطبيق على هاتفك"), or the
#: word is reached through ("عبر تطبيق الضريبة"، "من خلال التطبيق على هاتفك")
APPLIED_THINGS = ("الحد الحدين الحدود حد حدين القاعدة القواعد قاعدة النظام القانون اللائحة المادة الضريبة ضريبة الرسوم الرسم"
                  " رسوم رسم الغرامة الغرامات غرامة الخصم خصم النسبة نسبة المعادلة الشرط الشروط العقوبة العقوبات التعرفة"
                  " تعرفة الأجرة السعر الزيادة الإعفاء الإعفاءات البند الحكم الأحكام الشريحة الشرائح التخفيض الحسم الفائدة"
                  " المهلة القرار العلاوة المعيار المعايير الاستثناء الحساب ذلك هذا هذه هذين هاتين")
APP_DEVICES = ("هاتف الهاتف هاتفك هاتفكم جوال الجوال جوالك جهاز الجهاز جهازك الأجهزة أجهزة متجر المتجر آيفون الآيفون"
               " أندرويد الأندرويد موبايل الموبايل موبايلك نظامي أنظمة الحاسوب الكمبيوتر")
_APPLYING = re.compile(rf"\s*(?:{_alt([fold_text(w) for w in APPLIED_THINGS.split()])}{_NA}"
                       rf"|علي\s+(?!{_alt([fold_text(w) for w in APP_DEVICES.split()])}{_NA}))")
_APP_NOUN = fold_text("تطبيق")
_THROUGH = re.compile(rf"{_NB}(?:عبر|من\s+خلال|بواسطه)\s*$")


def is_applying(s: str, start: int, end: int) -> bool:
    """Whether the word «تطبيق» at ``s[start:end]`` (folded text) is the act of applying (:data:`APPLIED_THINGS`),
    not an app."""
    return (s[start:end].endswith(_APP_NOUN) and _APPLYING.match(s, end) is not None
            and _THROUGH.search(s, max(0, start - 16), start) is None)


#: THE GATE: «بوابة» is also a gate one walks through, no portal, where a word of place stands right before it ("عند
#: البوابة"، "أمام البوابات"، "قرب بوابة") or a gate's number or purpose right after it ("البوابة 12"، "البوابة رقم ٣"،
#: "بوابة الدخول"، "بوابات المغادرة") — "عبر البوابة الإلكترونية"، "بوابة الخدمات" stay the portal
GATE_PLACES = "عند أمام خارج داخل قرب بجانب جنب جانب لدى"
GATE_AFTER = "رقم الدخول الخروج المغادرة الوصول الصعود الرئيسية الرئيسي الشمالية الجنوبية الشرقية الغربية"
_GATE_NOUN = re.compile(r"(?:ال)?بواب(?:ه|ات)$")
_GATE_BEFORE = re.compile(rf"{_NB}[وف]?{_words_alt(GATE_PLACES)}\s+$")
_GATE_AFTER = re.compile(rf"\s*(?:[0-9]|{_words_alt(GATE_AFTER)}{_NA})")


def is_gate(s: str, start: int, end: int) -> bool:
    """Whether the word «بوابة» at ``s[start:end]`` (folded text) is a gate, not a portal (:data:`GATE_PLACES`)."""
    return _GATE_NOUN.search(s, start, end) is not None and (
        _GATE_BEFORE.search(s, max(0, start - 12), start) is not None or _GATE_AFTER.match(s, end) is not None)


def _channel_hits(s: str, rx: re.Pattern[str]):
    """The matches of one channel kind in the folded ``s``, less «تطبيق» read as the act of applying
    (:func:`is_applying`) and «بوابة» read as a gate (:func:`is_gate`)."""
    for m in rx.finditer(s):
        if not is_applying(s, m.start(), m.end()) and not is_gate(s, m.start(), m.end()):
            yield m


def channels(text: str) -> set[str]:
    """The kinds of channel an Arabic text names (not denied just before): {"sms", "whatsapp", "email", "online",
    "phone"}; folded once."""
    s = _fold(text)
    out = set()
    for kind, rx in _CHANNEL_RES.items():
        for m in _channel_hits(s, rx):
            if _CHANNEL_DENIED.search(s[max(0, m.start() - 40):m.start()]) is None:
                out.add(kind)
                break
    return out


def channels_named(text: str) -> set[str]:
    """The kinds of channel a context or question names at all (denied or not: "no app" still names apps)."""
    s = _fold(text)
    return {kind for kind, rx in _CHANNEL_RES.items() if next(_channel_hits(s, rx), None) is not None}


#: "more than" right before a count the writer advises not to pass ("لا تحاول أكثر من مرتين"، "ما تجرب فوق ٣ مرات"), and
#: "after" right before the context's count of what sets something off ("بعد 3 محاولات خاطئة تُقفل"): the checker's
#: ``derive.Ledger._short_of_trigger`` reads one less than the second as the first
MORE_THAN = "أكثر من | اكثر من | أكتر من | اكتر من | فوق | يزيد عن | يزيد على | تتجاوز | يتجاوز | زيادة عن"
#: "less than" before a figure (the other side of a bound: "أقل من 5"، "تحت 18"، "دون 19 سنة")
LESS_THAN = "أقل من | اقل من | تحت | دون | ما دون | لا يتجاوز | لا تتجاوز"
AFTER_COUNT = "بعد | عند | مع"
_MORE_THAN_AT = re.compile(rf"{_NB}(?:و|ف|ب)?{_alt(_items(MORE_THAN))}\s*$")
_AFTER_COUNT_AT = re.compile(rf"{_NB}(?:و|ف)?{_alt(_items(AFTER_COUNT))}\s*$")


_LESS_THAN_AT = re.compile(rf"{_NB}(?:و|ف|ب)?{_alt(_items(LESS_THAN))}\s*$")


def bound_before(before: str) -> bool:
    """The text right before a figure ends in "more than" or "less than" (:data:`MORE_THAN`, :data:`LESS_THAN`): the
    figure is a bound the answer measures something against ("(أكتر من 5)")."""
    low = _fold(before + " x")[:-1].rstrip() + " "
    return _MORE_THAN_AT.search(low) is not None or _LESS_THAN_AT.search(low) is not None


def more_than_before(before: str) -> bool:
    """The text right before a count ends in "more than" (:data:`MORE_THAN`)."""
    return _MORE_THAN_AT.search(_fold(before + " x")[:-1].rstrip() + " ") is not None


def after_count_before(before: str) -> bool:
    """The text right before the context's count ends in "after" (:data:`AFTER_COUNT`)."""
    return _AFTER_COUNT_AT.search(_fold(before + " x")[:-1].rstrip() + " ") is not None
