#ifndef REFRESHBENCH_CBENCHLIBXML2_SHIM_H
#define REFRESHBENCH_CBENCHLIBXML2_SHIM_H
/* libxml2 as CBenchSupport sees it: it depends on this system library for its include path and
 * its library, and includes the headers it uses itself. No Swift module imports it. */
#include <libxml/parser.h>
#endif
