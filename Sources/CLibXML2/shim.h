#ifndef REFRESHKIT_CLIBXML2_SHIM_H
#define REFRESHKIT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, so encoding.h includes <unicode/ucnv.h> for two pointer
 * fields of xmlCharEncodingHandler. Swift debug builds enable testability, which makes every
 * client of RefreshXML load this module even through `internal import`; a client that also imports
 * Foundation then fails with "'UErrorCode' has different definitions in different modules" (ucnv.h
 * brings utypes.h). So ucnv.h itself is kept out and encoding.h gets just the two names it uses,
 * as ICU defines them: UChar (from umachine.h, which has no UErrorCode) and the opaque UConverter.
 * LIBXML_ICU_ENABLED stays as the library was built, so every struct has the installed layout
 * (RefreshXMLTests.LibXML2LayoutTests checks xmlCharEncodingHandler against it). */
#ifdef LIBXML_ICU_ENABLED
#include <unicode/umachine.h>
#ifndef UCNV_H
#define UCNV_H
typedef struct UConverter UConverter;
#endif
#endif
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#endif
