#ifndef REFRESHKIT_CLIBXML2_SHIM_H
#define REFRESHKIT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, so encoding.h includes <unicode/ucnv.h>. Swift debug builds
 * enable testability, which makes every client of RefreshXML load this module even through
 * `internal import`; a client that also imports Foundation then fails with "'UErrorCode' has
 * different definitions in different modules". Hiding the ICU part keeps ICU headers out: it only
 * removes two trailing fields of xmlCharEncodingHandler, a struct RefreshXML never allocates or
 * reads. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#endif
