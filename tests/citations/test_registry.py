"""The source registry: reading a folder (front matter, sidecars, HTML), SQLite + FTS5, lookups."""
from __future__ import annotations

import pickle
import sqlite3
from pathlib import Path

import pytest

from groundtest.citations.ingest import html_to_text, read_directory, split_provisions
from groundtest.citations.registry import SqliteRegistry, fts_query, require_fts5
from groundtest.errors import GroundtestError, InputError, UsageError

from .conftest import FIXTURES


def test_fixture_folder_is_read_with_every_metadata_style():
    sources = {s.key: s for s in read_directory(FIXTURES)}
    assert len(sources) == 10  # README.md is skipped
    difc = sources["DIFC Law No. 2 of 2019"]  # Markdown front matter
    assert (difc.jurisdiction, difc.kind, difc.title, difc.aliases) == ("DIFC", "statute", "DIFC Employment Law", ("Employment Law 2019",))
    assert list(difc.provisions) == ["1", "18", "62", "63", "66"]
    assert "law:2:2019" in difc.lookup_keys and "title:employment law" in difc.lookup_keys
    ksa = sources["Royal Decree No. M/51 dated 23/8/1426H"]  # plain text + TOML sidecar
    assert (ksa.jurisdiction, ksa.title, list(ksa.provisions)) == ("KSA", "Saudi Labor Law", ["74", "75", "84"])
    adgm = sources["ADGM Employment Regulations 2019"]  # HTML + JSON sidecar
    assert (adgm.kind, adgm.title, list(adgm.provisions)) == ("regulation", "ADGM Employment Regulations 2019", ["30", "60"])
    assert "Section 99" not in adgm.text and "color" not in adgm.text
    case = sources["[2021] DIFC CFI 045"]
    assert (case.kind, case.court, case.year, case.neutral_key) == ("case", "DIFC CFI", 2021, "case:DIFC CFI:2021:45")
    assert list(case.provisions) == ["para 1", "para 2", "para 23", "para 24"]


def test_html_headings_become_provisions():
    text, title = html_to_text("<html><head><title>T &amp; C</title></head><body><h2>Article 7 &ndash; Fees</h2>"
                               "<p>Fees are due.</p><script>x = '<h2>Article 9</h2>'</script></body></html>")
    assert title == "T & C"
    assert text == "## Article 7 – Fees\n\nFees are due."
    assert list(split_provisions(text, "statute")) == ["7"]


def test_lookup_search_and_provisions(registry):
    [src] = registry.lookup("law:2:2019")
    assert (src.key, src.jurisdiction, src.title) == ("DIFC Law No. 2 of 2019", "DIFC", "DIFC Employment Law")
    assert registry.lookup("law:3:2019") == []
    assert "thirty (30) days" in registry.provision("DIFC Law No. 2 of 2019", "62")
    assert registry.provision("DIFC Law No. 2 of 2019", "99") is None
    assert registry.provision("[2021] DIFC CFI 045", "para 23").startswith("23. The Court holds")
    assert registry.court_years("DIFC CFI") == {2021}
    hits = registry.search("gratuity basic wage")
    assert sorted(h.source.key for h in hits) == ["ADGM Employment Regulations 2019", "DIFC Law No. 2 of 2019"]
    assert [h.score for h in hits] == sorted(h.score for h in hits)
    assert all("[" in h.snippet for h in hits)
    only_adgm = registry.search("gratuity basic wage", jurisdiction="ADGM")
    assert [h.source.key for h in only_adgm] == ["ADGM Employment Regulations 2019"]
    titles = registry.search("gulf holdings", fields="title", phrase=True)
    assert [h.source.key for h in titles] == ["[2021] DIFC CFI 045"]


def test_search_text_cannot_inject_fts_syntax(registry):
    assert fts_query('notice" OR body:*') == '"notice" "OR" "body"'
    assert registry.search('notice" OR NEAR(') == registry.search("notice OR NEAR")
    assert registry.search("***") == []


def test_adding_again_is_idempotent_and_changes_are_updates(tmp_path: Path):
    src = tmp_path / "src"
    src.mkdir()
    doc = src / "law.md"
    doc.write_text("---\nkey: Law No. 9 of 2020\njurisdiction: ksa\nkind: law\n---\nArticle 1 - Scope\nIt applies.\n")
    reg = SqliteRegistry.create(tmp_path / "r.db")
    assert reg.put_all(read_directory(src)) == {"added": 1, "updated": 0, "unchanged": 0}
    assert reg.put_all(read_directory(src)) == {"added": 0, "updated": 0, "unchanged": 1}
    doc.write_text(doc.read_text().replace("It applies.", "It applies to all.") + "\nArticle 2 - More\nMore.\n")
    assert reg.put_all(read_directory(src)) == {"added": 0, "updated": 1, "unchanged": 0}
    [info] = reg.lookup("law:9:2020")
    assert (info.jurisdiction, info.kind) == ("KSA", "statute")
    assert reg.provision_labels("Law No. 9 of 2020") == ["1", "2"]
    assert [h.source.key for h in reg.search("applies all")] == ["Law No. 9 of 2020"]


def test_registry_pickles_and_reopens_lazily(registry_path: Path):
    reg = SqliteRegistry.open(registry_path)
    clone = pickle.loads(pickle.dumps(reg))
    assert clone._con is None
    assert [s.key for s in clone.lookup("case:UKSC:2021:5")] == ["[2021] UKSC 5"]


def test_registry_is_read_only_when_opened(registry_path: Path):
    reg = SqliteRegistry.open(registry_path)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        reg.con.execute("DELETE FROM sources")


def test_missing_or_foreign_database_is_a_usage_error(tmp_path: Path):
    with pytest.raises(UsageError, match="no registry at .*nope.db: build one with 'groundtest registry add DIR"):
        SqliteRegistry.open(tmp_path / "nope.db")
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE x (a)").connection.commit()
    with pytest.raises(UsageError, match="not a groundtest registry"):
        SqliteRegistry.open(other)
    with pytest.raises(UsageError, match="other.db: not a groundtest registry \\(it holds other tables\\)"):
        SqliteRegistry.create(other)
    assert {r[0] for r in sqlite3.connect(other).execute("SELECT name FROM sqlite_master")} == {"x"}
    text = tmp_path / "notes.db"
    text.write_text("just text, not SQLite at all" * 40)
    with pytest.raises(UsageError, match="not a groundtest registry"):
        SqliteRegistry.open(text)


def test_missing_fts5_gives_a_clear_error(monkeypatch: pytest.MonkeyPatch):
    real = sqlite3.connect

    class NoFts:
        def __init__(self, *a, **k):
            self.con = real(*a, **k)

        def execute(self, sql, *args):
            if "fts5" in sql:
                raise sqlite3.OperationalError("no such module: fts5")
            return self.con.execute(sql, *args)

        def close(self):
            self.con.close()

    monkeypatch.setattr(sqlite3, "connect", NoFts)
    with pytest.raises(GroundtestError, match=r"built without FTS5, which the registry needs"):
        require_fts5()


def _write(folder: Path, name: str, text: str) -> Path:
    p = folder / name
    p.write_text(text, encoding="utf-8")
    return p


def test_bad_metadata_names_the_file_line_and_field(tmp_path: Path):
    _write(tmp_path, "a.md", "---\nkey: Law No. 1 of 2020\nkind: statute\n---\nText.\n")
    _write(tmp_path, "b.md", "---\nkey: Law No. 2 of 2020\njurisdiction: DIFC\nkind: statute\nthis line is wrong\n---\nText.\n")
    _write(tmp_path, "c.txt", "Text.\n")
    _write(tmp_path, "c.json", "{not json")
    _write(tmp_path, "d.md", "---\nkey: Law No. 1 of 2020\njurisdiction: DIFC\nkind: treaty\n---\nText.\n")
    _write(tmp_path, "e.md", "---\nkey: X\njurisdiction: DIFC\nkind: statute\n")
    with pytest.raises(InputError) as err:
        read_directory(tmp_path)
    assert [str(p) for p in err.value.problems] == [
        f"{tmp_path / 'a.md'}: jurisdiction: missing: every source needs key, jurisdiction and kind (front matter or sidecar)",
        f"{tmp_path / 'b.md'}:5: front matter: expected 'key: value', got 'this line is wrong'",
        f"{tmp_path / 'c.json'}:1: not valid JSON: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)",
        f"{tmp_path / 'd.md'}: kind: unknown kind 'treaty'; expected one of case, document, regulation, statute",
        f"{tmp_path / 'e.md'}:1: front matter: no closing '---' line",
    ]


def test_duplicate_keys_and_empty_folders(tmp_path: Path):
    for name in ("a.md", "b.md"):
        _write(tmp_path, name, "---\nkey: Law No. 1 of 2020\njurisdiction: DIFC\nkind: statute\n---\nText.\n")
    with pytest.raises(InputError, match=r"b.md: key: duplicate key 'Law No. 1 of 2020' \(also in .*a.md\)"):
        read_directory(tmp_path)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(InputError, match="no source files"):
        read_directory(empty)
    with pytest.raises(InputError, match="not a directory"):
        read_directory(tmp_path / "missing")
