/* global document, window */
/*
 * Conveniences for the Kimoshdi ID pages; every form works without this file.
 * - A resend button (data-resend-in: seconds) stays disabled until then, and the hint above it
 *   counts the seconds down.
 * - A button with data-auto-click is pressed at once (the logout the shop already confirmed).
 * - A proof-of-work challenge (data-altcha-challenge, ALTCHA's protocol: find the number n up to
 *   maxnumber whose SHA-256 of salt + n is the challenge) is solved in the background; the form's
 *   submit button waits for it. This one step needs JavaScript: it is what a bulk sender pays for.
 */
(function () {
  'use strict';

  function startCountdown(button) {
    var at = Date.now() + Number(button.getAttribute('data-resend-in')) * 1000;
    var hint = document.querySelector('[data-countdown-for="' + button.id + '"]');
    if (!hint) return;
    var template = hint.textContent || '';
    var shown = template.match(/\d+/);
    if (!shown) return;

    function tick() {
      var left = Math.ceil((at - Date.now()) / 1000);
      if (left <= 0) {
        button.disabled = false;
        hint.textContent = hint.getAttribute('data-done-text') || '';
        return;
      }
      button.disabled = true;
      hint.textContent = template.replace(shown[0], String(left));
      window.setTimeout(tick, 250);
    }
    tick();
  }

  function hex(buffer) {
    var bytes = new Uint8Array(buffer);
    var out = '';
    for (var i = 0; i < bytes.length; i += 1) out += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return out;
  }

  function solveChallenge(box) {
    var form = box.closest('form');
    var input = box.querySelector('input[name="altcha"]');
    var status = box.querySelector('[role="status"]');
    var submit = form && form.querySelector('button[type="submit"]');
    var data;
    try {
      data = JSON.parse(box.getAttribute('data-altcha-challenge') || '');
    } catch {
      data = null;
    }
    function fail() {
      box.setAttribute('data-state', 'failed');
      if (status) status.textContent = box.getAttribute('data-failed-text') || '';
    }
    if (!data || !input || !window.crypto || !window.crypto.subtle || !window.TextEncoder) {
      fail();
      return;
    }
    var encoder = new window.TextEncoder();
    var max = Number(data.maxnumber) || 1000000;
    var wasDisabled = submit ? submit.disabled : false;
    if (submit) submit.disabled = true;
    box.setAttribute('data-state', 'working');
    var n = 0;
    // Batches of digests in parallel: a few hundred per round trip to the event loop.
    function round() {
      var batch = [];
      for (var k = 0; k < 200 && n <= max; k += 1, n += 1) {
        batch.push(window.crypto.subtle.digest('SHA-256', encoder.encode(data.salt + n)));
      }
      var first = n - batch.length;
      return Promise.all(batch).then(function (digests) {
        for (var j = 0; j < digests.length; j += 1) {
          if (hex(digests[j]) === data.challenge) return first + j;
        }
        return n > max ? -1 : round();
      });
    }
    round().then(function (found) {
      if (found < 0) {
        fail();
        return;
      }
      input.value = window.btoa(
        JSON.stringify({
          algorithm: data.algorithm,
          challenge: data.challenge,
          number: found,
          salt: data.salt,
          signature: data.signature,
        }),
      );
      box.setAttribute('data-state', 'done');
      if (status) status.textContent = box.getAttribute('data-done-text') || '';
      if (submit) submit.disabled = wasDisabled;
    }, fail);
  }

  document.addEventListener('DOMContentLoaded', function () {
    var challenges = document.querySelectorAll('[data-altcha-challenge]');
    for (var c = 0; c < challenges.length; c += 1) solveChallenge(challenges[c]);
    var buttons = document.querySelectorAll('button[data-resend-in]');
    for (var i = 0; i < buttons.length; i += 1) startCountdown(buttons[i]);
    var auto = document.querySelector('[data-auto-click]');
    if (auto) auto.click();
  });
})();
