// Read by MicroloopBrowser.cs in a Web build: what the page knows and Unity does not. Named for its package, so two
// Microloop packages in one project never define one function twice.
mergeInto(LibraryManager.library, {
  // The device pixels a CSS pixel as Unity renders them: the page's devicePixelRatio unless the loader's config set one.
  MicroloopWeb_PixelRatio: function () {
    return (typeof Module !== 'undefined' && Module.devicePixelRatio) || window.devicePixelRatio || 1;
  },
  // 1 where a finger is the main pointer (a phone's or a tablet's browser), else 0; the media query is made once.
  MicroloopWeb_FingerFirst: function () {
    if (!window.matchMedia) return 0;
    var query = window.MicroloopWeb_Coarse || (window.MicroloopWeb_Coarse = window.matchMedia('(pointer: coarse)'));
    return query.matches ? 1 : 0;
  },
});
