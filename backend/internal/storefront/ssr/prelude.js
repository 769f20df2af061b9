// What the server's JavaScript engine lacks of a browser, as far as the
// storefront's render needs it (decision 145): timers that never fire (the
// render waits for none), the fetch types the API layer builds its answers
// with, URL and URLSearchParams, and a document that holds only the two
// script elements index.html carries. Nothing here reaches the network,
// the disk or the clock's side effects.
(function (g) {
  g.self = g;
  g.globalThis = g;
  g.setTimeout = function () { return 0; };
  g.clearTimeout = function () {};
  g.setInterval = function () { return 0; };
  g.clearInterval = function () {};
  g.queueMicrotask = function (fn) { Promise.resolve().then(fn); };
  g.MessageChannel = function () { this.port1 = {}; this.port2 = { postMessage: function () {} }; };
  g.TextEncoder = function () {};
  g.TextEncoder.prototype.encode = function (s) { return s; };
  var noop = function () {};
  g.console = { log: noop, info: noop, warn: noop, error: noop, debug: noop };
  function Headers(init) { this.map = {}; for (var k in init || {}) this.map[k.toLowerCase()] = String(init[k]); }
  Headers.prototype.get = function (k) { var v = this.map[String(k).toLowerCase()]; return v === undefined ? null : v; };
  Headers.prototype.has = function (k) { return String(k).toLowerCase() in this.map; };
  Headers.prototype.forEach = function (f) { for (var k in this.map) f(this.map[k], k); };
  g.Headers = Headers;
  function Response(body, init) { init = init || {}; this.status = init.status || 200; this.ok = this.status >= 200 && this.status < 300; this.headers = new Headers(init.headers); }
  g.Response = Response;
  function AbortSignal() { this.aborted = false; this.reason = undefined; }
  AbortSignal.prototype.addEventListener = noop;
  AbortSignal.prototype.removeEventListener = noop;
  AbortSignal.prototype.throwIfAborted = noop;
  function AbortController() { this.signal = new AbortSignal(); }
  AbortController.prototype.abort = function (r) { this.signal.aborted = true; this.signal.reason = r; };
  g.AbortController = AbortController;
  g.AbortSignal = AbortSignal;
  g.document = {
    getElementById: function (id) { var t = __elements[id]; return t === undefined ? null : { textContent: t }; },
  };
  g.__elements = {};
})(this);
this.dhoniImport = function () { return Promise.reject(new Error('no module loader on the server')); };
(function (g) {
  function enc(s) { return encodeURIComponent(s).replace(/%20/g, '+'); }
  function dec(s) { try { return decodeURIComponent(s.replace(/\+/g, ' ')); } catch (e) { return s; } }
  function URLSearchParams(init) {
    this._list = [];
    if (init == null) return;
    if (typeof init === 'string') {
      var q = init.charAt(0) === '?' ? init.slice(1) : init;
      if (q === '') return;
      var parts = q.split('&');
      for (var i = 0; i < parts.length; i++) {
        if (parts[i] === '') continue;
        var at = parts[i].indexOf('=');
        this._list.push(at < 0 ? [dec(parts[i]), ''] : [dec(parts[i].slice(0, at)), dec(parts[i].slice(at + 1))]);
      }
    } else if (typeof init[Symbol.iterator] === 'function') {
      var it = Array.from(init);
      for (var j = 0; j < it.length; j++) this._list.push([String(it[j][0]), String(it[j][1])]);
    } else {
      for (var k in init) if (Object.prototype.hasOwnProperty.call(init, k)) this._list.push([k, String(init[k])]);
    }
  }
  var P = URLSearchParams.prototype;
  P.append = function (k, v) { this._list.push([String(k), String(v)]); };
  P.set = function (k, v) { this.delete(k); this.append(k, v); };
  P.get = function (k) { for (var i = 0; i < this._list.length; i++) if (this._list[i][0] === k) return this._list[i][1]; return null; };
  P.getAll = function (k) { return this._list.filter(function (e) { return e[0] === k; }).map(function (e) { return e[1]; }); };
  P.has = function (k) { return this.get(k) !== null; };
  P.delete = function (k) { this._list = this._list.filter(function (e) { return e[0] !== k; }); };
  P.sort = function () { this._list.sort(function (a, b) { return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0; }); };
  P.forEach = function (f, t) { var l = this._list.slice(); for (var i = 0; i < l.length; i++) f.call(t, l[i][1], l[i][0], this); };
  P.keys = function () { return this._list.map(function (e) { return e[0]; })[Symbol.iterator](); };
  P.values = function () { return this._list.map(function (e) { return e[1]; })[Symbol.iterator](); };
  P.entries = function () { return this._list.map(function (e) { return [e[0], e[1]]; })[Symbol.iterator](); };
  P[Symbol.iterator] = P.entries;
  P.toString = function () { return this._list.map(function (e) { return enc(e[0]) + '=' + enc(e[1]); }).join('&'); };
  Object.defineProperty(P, 'size', { get: function () { return this._list.length; } });
  g.URLSearchParams = URLSearchParams;

  var ABS = /^([a-zA-Z][a-zA-Z0-9+.-]*:)\/\/([^\/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/;
  function URL(input, base) {
    input = String(input);
    var m = ABS.exec(input);
    if (!m) {
      if (base === undefined) throw new TypeError('Invalid URL: ' + input);
      var b = new URL(base);
      var path = input, hash = '', search = '';
      var h = path.indexOf('#'); if (h >= 0) { hash = path.slice(h); path = path.slice(0, h); }
      var q = path.indexOf('?'); if (q >= 0) { search = path.slice(q); path = path.slice(0, q); }
      if (path === '') { path = b.pathname; if (search === '' && input.charAt(0) !== '?') search = b.search; }
      else if (path.charAt(0) !== '/') { path = b.pathname.replace(/[^\/]*$/, '') + path; }
      m = [null, b.protocol, b.host, path, search, hash];
    }
    this.protocol = m[1].toLowerCase();
    this.host = m[2];
    var colon = this.host.lastIndexOf(':');
    this.hostname = colon >= 0 ? this.host.slice(0, colon) : this.host;
    this.port = colon >= 0 ? this.host.slice(colon + 1) : '';
    var segs = (m[3] || '/').split('/'), out = [];
    for (var i = 0; i < segs.length; i++) {
      if (segs[i] === '..') { if (out.length > 1) out.pop(); }
      else if (segs[i] !== '.') out.push(segs[i]);
    }
    this.pathname = out.join('/') || '/';
    if (this.pathname.charAt(0) !== '/') this.pathname = '/' + this.pathname;
    this.search = m[4] && m[4] !== '?' ? m[4] : '';
    this.hash = m[5] && m[5] !== '#' ? m[5] : '';
    this.searchParams = new URLSearchParams(this.search);
    this.username = ''; this.password = '';
  }
  Object.defineProperty(URL.prototype, 'origin', { get: function () { return this.protocol + '//' + this.host; } });
  Object.defineProperty(URL.prototype, 'href', { get: function () { return this.origin + this.pathname + this.search + this.hash; } });
  URL.prototype.toString = function () { return this.href; };
  URL.prototype.toJSON = URL.prototype.toString;
  g.URL = URL;
})(this);
