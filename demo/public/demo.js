// The Ajax page's own script: server-rendered `a[data-update]` links (the
// core's Ajax markup, used for the sort links in the results fragment) get
// the same behaviour as the elements' links.
import { installAjaxLinks } from '/dist/paginator-elements.min.js';

installAjaxLinks(document);
