// groundtest review page: label buttons, keyboard shortcuts, saving through the local API.
// Untrusted text is never turned into markup here: only textContent and attributes are set.
(function () {
  "use strict";
  var dataEl = document.getElementById("review-data");
  if (!dataEl) return;
  var data = JSON.parse(dataEl.textContent);
  var note = document.getElementById("note");
  var status = document.getElementById("status");
  if (!note || !status) return;
  var buttons = Array.prototype.slice.call(document.querySelectorAll("button.label"));
  var ftype = document.getElementById("finding-type");
  var busy = false;

  function say(text, kind) {
    status.textContent = text;
    status.className = "status " + (kind || "");
  }

  function go(i) {
    if (typeof i === "number" && i >= 0 && i < data.total) window.location.assign("/case/" + i);
  }

  function show(label, labelled) {
    data.label = label;
    buttons.forEach(function (b) { b.setAttribute("aria-pressed", String(b.dataset.label === label)); });
    document.getElementById("progress-bar").value = labelled;
    document.getElementById("progress-text").textContent = labelled + " of " + data.total + " labelled";
    var dot = document.querySelector('.dots a[data-index="' + data.index + '"]');
    if (dot) dot.className = label + " current";
  }

  function save(label, advance) {
    if (busy) return;
    busy = true;
    say("Saving…");
    fetch("/api/labels", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Groundtest-Token": data.token },
      body: JSON.stringify({ id: data.id, label: label, note: note.value,
                             finding_type: label === "hallucinated" && ftype ? ftype.value || null : null })
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (body) {
        if (!res.ok) throw new Error(body.error || ("HTTP " + res.status));
        show(body.label, body.labelled);
        var last = data.next === null;
        say("Saved: " + body.label + (body.finding_type ? " (" + body.finding_type + ")" : "") + (body.note ? " (with note)" : "") +
            (last ? " — " + body.labelled + " of " + data.total + " labelled" : ""), "saved");
        if (advance && !last) window.setTimeout(function () { go(data.next); }, 120);
      });
    }).catch(function (err) {
      say("Not saved: " + (err && err.message ? err.message : "the review server is not answering"), "error");
    }).then(function () { busy = false; });
  }

  buttons.forEach(function (b) {
    b.addEventListener("click", function () { save(b.dataset.label, true); });
  });

  note.addEventListener("keydown", function (e) {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      if (data.label) save(data.label, false);
      else say("Pick a label first: c, h or u (the note is kept)", "error");
    } else if (e.key === "Escape") {
      note.blur();
    }
  });

  var keys = { c: "clean", h: "hallucinated", u: "uncertain" };
  document.addEventListener("keydown", function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target === note) return;
    var tag = e.target && e.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    if (keys[e.key]) { e.preventDefault(); save(keys[e.key], true); }
    else if (e.key === "n" || e.key === "ArrowRight") { e.preventDefault(); go(data.next); }
    else if (e.key === "p" || e.key === "ArrowLeft") { e.preventDefault(); go(data.prev); }
    else if (e.key === "e") { e.preventDefault(); note.focus(); }
  });
})();
