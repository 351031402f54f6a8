// Read by MicroloopBrowser.cs in a Web build: what the page knows and Unity does not. Named for its package, so two
// Microloop packages in one project never define one function twice.
mergeInto(LibraryManager.library, {
  // The device pixels a CSS pixel of what Unity draws: the canvas's pixels over its width on the page, so a loader's
  // devicePixelRatio, matchWebGLToCanvasSize: false and a CSS transform all count; the page's ratio while the canvas is
  // not laid out.
  MicroloopWeb_PixelRatio: function () {
    var canvas = typeof Module !== 'undefined' ? Module.canvas : null;
    var shown = canvas && canvas.getBoundingClientRect ? canvas.getBoundingClientRect().width : 0;
    if (shown > 0 && canvas.width > 0) return canvas.width / shown;
    return (typeof Module !== 'undefined' && Module.devicePixelRatio) || window.devicePixelRatio || 1;
  },
  // 1 where a finger is the main pointer (a phone's or a tablet's browser), else 0; the media query is made once.
  MicroloopWeb_FingerFirst: function () {
    if (!window.matchMedia) return 0;
    var query = window.MicroloopWeb_Coarse || (window.MicroloopWeb_Coarse = window.matchMedia('(pointer: coarse)'));
    return query.matches ? 1 : 0;
  },
});
