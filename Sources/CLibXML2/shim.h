#ifndef REFRESHKIT_CLIBXML2_SHIM_H
#define REFRESHKIT_CLIBXML2_SHIM_H
/* libxml2 as CRefreshXML sees it: it depends on this system library for its include path and its
 * library, and includes the headers it uses itself. No Swift module imports it: Debian's libxml2
 * headers include ICU's, which clash with Foundation's own ICU in any Swift module that sees both. */
#include <libxml/parser.h>
#endif
