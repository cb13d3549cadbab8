/*
 * index.html's first script, in ES5 on purpose: it has to run where the app cannot. A webview without module
 * scripts (Android 4.4's, say) never runs the app's entry; one below the floor (Chrome 84, iOS Safari 14.5:
 * package.json's browserslist) cannot parse it, or lacks an API it calls. Either way the borrower had a blank
 * page for good, and trying again changes nothing; here they are told what to update, in the page's
 * language. In a webview at or above the floor it does nothing. Inlined by
 * apps/webview/inlineStartUpScript.ts; its test runs this text and parses it as ES5.
 */
(function (window) {
  var text = {
    en: {
      title: 'Update needed to open this page',
      android:
        "Your phone's WebView is too old for this page. Update Android System WebView (or Chrome) in Google Play, then open this page again.",
      ios: 'The iOS on this device is too old for this page. Update it in Settings\u00a0> General\u00a0> Software Update, then open this page again.',
      other: 'This browser is too old for this page. Update it, or open the page in a newer browser.',
    },
    id: {
      title: 'Perlu pembaruan untuk membuka halaman ini',
      android:
        'WebView di ponsel Anda terlalu lama untuk halaman ini. Perbarui Android System WebView (atau Chrome) di Google Play, lalu buka halaman ini lagi.',
      ios: 'Versi iOS di perangkat ini terlalu lama untuk halaman ini. Perbarui di Pengaturan\u00a0> Umum\u00a0> Pembaruan Perangkat Lunak, lalu buka halaman ini lagi.',
      other:
        'Browser ini terlalu lama untuk halaman ini. Perbarui browser ini, atau buka halaman ini di browser yang lebih baru.',
    },
  };
  var doc = window.document;

  function show() {
    var root = doc.getElementById('root');
    if (!root || root.firstChild) return;
    // The `lang` flag as the app reads it (localeFromLangFlag): 1 is English, anything else Indonesian.
    var locale = /[?&]lang=1(&|$)/.test(window.location.search) ? 'en' : 'id';
    var words = text[locale];
    var agent = window.navigator.userAgent || '';
    var how = /Android/.test(agent)
      ? words.android
      : /iPhone|iPad|iPod/.test(agent)
        ? words.ios
        : words.other;
    var box = doc.createElement('div');
    var heading = doc.createElement('h1');
    var sentence = doc.createElement('p');
    box.setAttribute('role', 'alert');
    heading.appendChild(doc.createTextNode(words.title));
    sentence.appendChild(doc.createTextNode(how));
    box.appendChild(heading);
    box.appendChild(sentence);
    // The start-up message's look (loadFailure.ts), which a test holds equal; CSSOM, which the CSP allows.
    box.style.minHeight = '100vh';
    box.style.padding = '32px 24px';
    box.style.boxSizing = 'border-box';
    box.style.textAlign = 'center';
    box.style.font = '16px/1.5 sans-serif';
    box.style.color = '#1b1f24';
    box.style.background = '#f3f4f7';
    heading.style.fontSize = '18px';
    heading.style.margin = '64px 0 8px';
    sentence.style.margin = '0';
    sentence.style.color = '#59616b';
    root.appendChild(box);
    doc.body.style.margin = '0';
    doc.documentElement.lang = locale;
    doc.title = words.title;
  }

  // No module scripts (`nomodule` unknown): the app's entry will never run here.
  var script = window.HTMLScriptElement;
  if (!script || !('noModule' in script.prototype)) return show();
  // Module scripts, but is the engine below the floor? WeakRef came with both floors (Chrome 84, Safari
  // 14.1 on iOS 14.5; a test holds this to the browserslist). Below it, an error from the app's own files
  // is the engine's age: syntax it cannot parse, an API it lacks. At or above it, this script is done: a
  // failure there is the start-up script's "Something went wrong" and its retry (loadFailure.ts).
  if (typeof window.WeakRef === 'function') return;
  var assets = window.location.protocol + '//' + window.location.host + '/assets/';
  // Caught on the way down, as the start-up script's listener is: this one, added first, draws first.
  window.addEventListener(
    'error',
    function (event) {
      if ((event.filename || '').indexOf(assets) === 0) show();
    },
    true
  );
})(window);
