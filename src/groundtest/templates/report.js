// groundtest report: filter the cases by type, verdict and text, a page at a time.
// Builds elements with createElement and textContent only (never innerHTML).
(function () {
  "use strict";
  var typeSel = document.getElementById("f-type");
  if (!typeSel) return;
  var search = document.getElementById("f-q");
  var count = document.getElementById("f-count");
  var chips = Array.prototype.slice.call(document.querySelectorAll(".chip[data-verdict]"));
  var verdict = "all";
  var indexEl = document.getElementById("gt-index");
  var apply;

  if (!indexEl) {  // a page with its cases in full in the DOM (the comparison page)
    var cases = Array.prototype.slice.call(document.querySelectorAll("article.case"));
    apply = function () {
      var t = typeSel.value, q = search.value.trim().toLowerCase(), shown = 0;
      cases.forEach(function (a) {
        var ok = (t === "all" || a.getAttribute("data-type") === t) &&
          (verdict === "all" || a.getAttribute("data-verdict").split(" ").indexOf(verdict) >= 0) &&
          (!q || a.getAttribute("data-id").indexOf(q) >= 0);
        a.hidden = !ok;
        if (ok) shown += 1;
      });
      count.textContent = shown + " of " + cases.length + " shown";
    };
  } else {  // the report: an index of every case; rows of one page in the DOM, full cases behind them
    var rows = JSON.parse(indexEl.textContent);  // [id, type, "verdict ...", reason]
    var list = document.getElementById("cases");
    var prev = document.getElementById("f-prev"), next = document.getElementById("f-next");
    var label = document.getElementById("f-page");
    var size = parseInt(list.getAttribute("data-page-size"), 10) || 50;
    var names = {hallucinated: "hallucinated", over_refused: "over-refused", uncertain: "uncertain",
                 incomplete: "incomplete", passed: "passed"};
    var lower = [];
    var matches = [], page = 0;
    var el = function (tag, cls, text) {
      var e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    };
    var row = function (i) {
      var r = rows[i];
      var d = el("details", "row");
      d.setAttribute("data-id", r[0].toLowerCase());
      d.setAttribute("data-type", r[1]);
      d.setAttribute("data-verdict", r[2]);
      var s = el("summary");
      s.appendChild(el("span", "id", r[0]));
      s.appendChild(el("span", "badge type", r[1]));
      r[2].split(" ").forEach(function (v) { s.appendChild(el("span", "badge " + v, names[v] || v)); });
      if (r[3]) { var why = el("span", "why", r[3]); why.dir = "auto"; s.appendChild(why); }
      d.appendChild(s);
      d.addEventListener("toggle", function () {
        if (!d.open || d.getAttribute("data-filled")) return;
        d.setAttribute("data-filled", "1");
        var full = document.getElementById("case-" + i);
        if (full) {
          var copy = full.cloneNode(true);
          copy.removeAttribute("id");
          d.appendChild(copy);
        } else {
          d.appendChild(el("p", "muted", "Not in this page in full (the report holds a bounded number of cases " +
            "in full): see the results file, or groundtest review."));
        }
      });
      return d;
    };
    var draw = function () {
      var pages = Math.max(1, Math.ceil(matches.length / size));
      if (page > pages - 1) page = pages - 1;
      list.textContent = "";
      var start = page * size;
      matches.slice(start, start + size).forEach(function (i) { list.appendChild(row(i)); });
      count.textContent = matches.length + " of " + rows.length + " shown";
      label.textContent = "page " + (page + 1) + " of " + pages;
      prev.disabled = page === 0;
      next.disabled = page >= pages - 1;
    };
    apply = function () {
      var t = typeSel.value, q = search.value.trim().toLowerCase();
      matches = [];
      for (var i = 0; i < rows.length; i++) {
        var r = rows[i];
        if (t !== "all" && r[1] !== t) continue;
        if (verdict !== "all" && (" " + r[2] + " ").indexOf(" " + verdict + " ") < 0) continue;
        if (q) {
          if (lower[i] === undefined) lower[i] = (r[0] + "\n" + r[3]).toLowerCase();
          if (lower[i].indexOf(q) < 0) continue;
        }
        matches.push(i);
      }
      page = 0;
      draw();
    };
    prev.addEventListener("click", function () { page -= 1; draw(); });
    next.addEventListener("click", function () { page += 1; draw(); });
  }
  chips.forEach(function (c) {
    c.addEventListener("click", function () {
      verdict = c.getAttribute("data-verdict");
      chips.forEach(function (x) { x.setAttribute("aria-pressed", String(x === c)); });
      apply();
    });
  });
  typeSel.addEventListener("change", apply);
  search.addEventListener("input", apply);
  apply();
})();
