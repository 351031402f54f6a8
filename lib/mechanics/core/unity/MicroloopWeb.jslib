// Read by MicroloopBrowser.cs in a Web build: what the page knows and Unity does not. Named for its package, so two
// Microloop packages in one project never define one function twice.
mergeInto(LibraryManager.library, {
  // The device pixels a CSS pixel of what Unity draws: the canvas's pixels over its content box on the page (inside
  // the host's border and padding) times the host's transforms (the border box on screen over the box laid out, on the
  // sides that match: a quarter turn swaps them), so a loader's devicePixelRatio, matchWebGLToCanvasSize: false, a
  // scale-to-fit wrapper and a turn all count; the page's ratio while the canvas is not laid out.
  MicroloopWeb_PixelRatio: function () {
    var canvas = typeof Module !== 'undefined' ? Module.canvas : null;
    if (canvas && canvas.width > 0 && canvas.offsetWidth > 0 && canvas.offsetHeight > 0) {
      var style = window.getComputedStyle(canvas);
      var content = canvas.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      var rect = canvas.getBoundingClientRect();
      var wide = canvas.offsetWidth, high = canvas.offsetHeight;
      var scale = Math.max(Math.min(rect.width / wide, rect.height / high), Math.min(rect.width / high, rect.height / wide));
      if (content > 0 && scale > 0) return canvas.width / (content * scale);
    }
    return (typeof Module !== 'undefined' && Module.devicePixelRatio) || window.devicePixelRatio || 1;
  },
  // 1 where a finger is the main pointer (a phone's or a tablet's browser), else 0; the media query is made once.
  MicroloopWeb_FingerFirst: function () {
    if (!window.matchMedia) return 0;
    var query = window.MicroloopWeb_Coarse || (window.MicroloopWeb_Coarse = window.matchMedia('(pointer: coarse)'));
    return query.matches ? 1 : 0;
  },
});
