"""Arabic legal citations in groundtest.citations (issue 24): keyed as their English forms,
indexed by ``registry add`` from an Arabic source, and verified against it."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.cli import main
from groundtest.citations.extract import extract
from groundtest.citations.registry import SqliteRegistry
from groundtest.citations.verify import verify


@pytest.mark.parametrize(("arabic", "english"), [
    ("القانون رقم (٢) لسنة ٢٠١٩", "Law No. 2 of 2019"),
    ("المرسوم بقانون اتحادي رقم ٣٣ لسنة ٢٠٢١", "Federal Decree-Law No. 33 of 2021"),
    ("المرسوم الملكي رقم م/٥١ وتاريخ ٢٣/٨/١٤٢٦هـ", "Royal Decree No. M/51 dated 23/8/1426H"),
    ("القضية رقم 4512 لسنة 1441", "Case No. 4512/1441"),
])
def test_arabic_citations_have_the_english_keys(arabic, english):
    [a], [e] = extract(arabic), extract(english)
    assert a.keys == e.keys and a.raw == arabic


def test_article_joins_its_instrument_and_jurisdiction_is_read_in_arabic():
    [c] = extract("وفقًا للمادة ٦٢ من القانون رقم 2 لسنة 2019")
    assert (c.article, c.keys) == ("62", ("law:2:2019",))
    [c] = extract("المرسوم بقانون اتحادي رقم ٣٣ لسنة ٢٠٢١")
    assert c.jurisdiction == "UAE"
    [c] = extract("وفق المادة 109 من نظام العمل السعودي")
    assert c.jurisdiction == "KSA" and c.article == "109"


SOURCE = """---
key: نظام العمل
jurisdiction: ksa
kind: law
aliases: [Saudi Labor Law]
---
# نظام العمل
## المادة (١٠٩)
يستحق العامل عن كل عام إجازة سنوية لا تقل مدتها عن واحد وعشرين يومًا.
## المادة 110
للعامل الحق في الحصول على إجازته السنوية.
"""


def test_registry_add_indexes_an_arabic_source_and_verify_reads_arabic_answers(tmp_path: Path, capsys):
    src = tmp_path / "src"
    src.mkdir()
    (src / "labour.md").write_text(SOURCE, encoding="utf-8")
    db = tmp_path / "r.db"
    assert main(["registry", "add", str(src), "--db", str(db)]) == 0
    capsys.readouterr()
    reg = SqliteRegistry.open(db)
    try:
        assert reg.provision_labels("نظام العمل") == ["109", "110"]
        ok = verify("تنص المادة ١٠٩ من نظام العمل على إجازة سنوية لا تقل عن واحد وعشرين يومًا.", reg)
        bad = verify("تنص المادة 150 من نظام العمل على إجازة سنوية.", reg)
    finally:
        reg.close()
    assert [ch.status for ch in ok.checks] == ["verified"]
    assert [ch.status for ch in bad.checks] != ["verified"]
