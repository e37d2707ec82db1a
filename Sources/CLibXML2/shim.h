#ifndef REFRESHKIT_CLIBXML2_SHIM_H
#define REFRESHKIT_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#endif
