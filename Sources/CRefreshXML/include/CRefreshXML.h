#ifndef REFRESHKIT_CREFRESHXML_H
#define REFRESHKIT_CREFRESHXML_H
/*
 * A narrow C API over libxml2 for parsing untrusted XML from memory. No libxml2 (or ICU) type or
 * header appears here: only plain C types and functions of our own, prefixed rk_xml_. libxml2's
 * headers are included only by xml.c, so no Swift module ever sees them.
 *
 * What every parse here does, whatever the caller asks:
 * - libxml2 is initialized once for the process (xmlInitParser), and a deny-all external entity
 *   loader is installed once, so no document, DTD or schema can make libxml2 open a file or a URL.
 * - The only parser option is XML_PARSE_NONET: no entity substitution, no DTD loading, no default
 *   attributes, no XInclude, no huge mode, no recovery.
 * - A document type declaration (even an internal subset) stops the parser at once: it is where
 *   entities (billion laughs, quadratic blow-up, external files) and external DTDs come from.
 * - Every error goes to the caller's error handler as an rk_xml_error, with its line and column;
 *   libxml2 never prints one, including the errors it raises without a parser context.
 * The caller caps the input size before calling (length is an int32_t).
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How serious an error is (rk_xml_error.level; libxml2's xmlErrorLevel). */
enum {
    RK_XML_LEVEL_WARNING = 1,
    RK_XML_LEVEL_ERROR = 2,
    RK_XML_LEVEL_FATAL = 3,
};

/* Where an error comes from (rk_xml_error.domain; libxml2's xmlErrorDomain numbers). Errors of
 * these domains are the parser's own; others come from the schema parser or validator. */
enum {
    RK_XML_FROM_PARSER = 1,
    RK_XML_FROM_NAMESPACE = 3,
    RK_XML_FROM_MEMORY = 6,
    RK_XML_FROM_IO = 8,
    RK_XML_FROM_I18N = 27,
};

/* The parser errors an author can meet (rk_xml_error.code; libxml2's xmlParserErrors numbers,
 * checked against libxml2's headers when xml.c compiles). Other codes pass through as they are. */
enum {
    RK_XML_ERR_NO_MEMORY = 2,
    RK_XML_ERR_DOCUMENT_EMPTY = 4,
    RK_XML_ERR_DOCUMENT_END = 5,
    RK_XML_ERR_INVALID_HEX_CHARREF = 6,
    RK_XML_ERR_INVALID_DEC_CHARREF = 7,
    RK_XML_ERR_INVALID_CHARREF = 8,
    RK_XML_ERR_INVALID_CHAR = 9,
    RK_XML_ERR_ENTITYREF_NO_NAME = 22,
    RK_XML_ERR_ENTITYREF_SEMICOL_MISSING = 23,
    RK_XML_ERR_UNDECLARED_ENTITY = 26,
    RK_XML_WAR_UNDECLARED_ENTITY = 27,
    RK_XML_ERR_UNSUPPORTED_ENCODING = 32,
    RK_XML_ERR_STRING_NOT_STARTED = 33,
    RK_XML_ERR_STRING_NOT_CLOSED = 34,
    RK_XML_ERR_LT_IN_ATTRIBUTE = 38,
    RK_XML_ERR_ATTRIBUTE_NOT_STARTED = 39,
    RK_XML_ERR_ATTRIBUTE_NOT_FINISHED = 40,
    RK_XML_ERR_ATTRIBUTE_WITHOUT_VALUE = 41,
    RK_XML_ERR_ATTRIBUTE_REDEFINED = 42,
    RK_XML_ERR_COMMENT_NOT_FINISHED = 45,
    RK_XML_ERR_PI_NOT_STARTED = 46,
    RK_XML_ERR_PI_NOT_FINISHED = 47,
    RK_XML_ERR_XMLDECL_NOT_STARTED = 56,
    RK_XML_ERR_XMLDECL_NOT_FINISHED = 57,
    RK_XML_ERR_MISPLACED_CDATA_END = 62,
    RK_XML_ERR_CDATA_NOT_FINISHED = 63,
    RK_XML_ERR_RESERVED_XML_NAME = 64,
    RK_XML_ERR_SPACE_REQUIRED = 65,
    RK_XML_ERR_NAME_REQUIRED = 68,
    RK_XML_ERR_LT_REQUIRED = 72,
    RK_XML_ERR_GT_REQUIRED = 73,
    RK_XML_ERR_LTSLASH_REQUIRED = 74,
    RK_XML_ERR_EQUAL_REQUIRED = 75,
    RK_XML_ERR_TAG_NAME_MISMATCH = 76,
    RK_XML_ERR_TAG_NOT_FINISHED = 77,
    RK_XML_ERR_STANDALONE_VALUE = 78,
    RK_XML_ERR_ENCODING_NAME = 79,
    RK_XML_ERR_HYPHEN_IN_COMMENT = 80,
    RK_XML_ERR_VALUE_REQUIRED = 84,
    RK_XML_ERR_EXTRA_CONTENT = 86,
    RK_XML_ERR_VERSION_MISSING = 96,
    RK_XML_WAR_UNKNOWN_VERSION = 97,
    RK_XML_WAR_NS_URI = 99,
    RK_XML_WAR_NS_URI_RELATIVE = 100,
    RK_XML_WAR_NS_COLUMN = 106,
    RK_XML_ERR_UNKNOWN_VERSION = 108,
    RK_XML_ERR_NAME_TOO_LONG = 110,
    RK_XML_NS_ERR_XML_NAMESPACE = 200,
    RK_XML_NS_ERR_UNDEFINED_NAMESPACE = 201,
    RK_XML_NS_ERR_QNAME = 202,
    RK_XML_NS_ERR_ATTRIBUTE_REDEFINED = 203,
    RK_XML_NS_ERR_EMPTY = 204,
    RK_XML_NS_ERR_COLON = 205,
};

/* One error, as libxml2 raised it. The strings are valid only during the handler's call. */
typedef struct rk_xml_error {
    int32_t level;  /* RK_XML_LEVEL_* */
    int32_t domain; /* RK_XML_FROM_* or another libxml2 domain */
    int32_t code;   /* RK_XML_ERR_* or another libxml2 error number */
    /* 1-based; 0 when libxml2 gave none. */
    int32_t line;
    int32_t column;
    /* 1 when libxml2 raised the error without a place (its encoding and I/O errors): line and
     * column are then where the parser had reached. */
    int32_t at_parser_position;
    /* For an error about an element of the document being validated: the byte offset the parser
     * had reached when that element's start tag was read (as start_element's end_offset); -1
     * otherwise. */
    int64_t element_end_offset;
    const char *message; /* libxml2's text, may end with a line break; NULL when none */
    const char *str1;    /* names libxml2 attached (a tag, an attribute, an entity); NULL when none */
    const char *str2;
    int32_t int1; /* a number libxml2 attached (the line a mismatched tag was opened on) */
} rk_xml_error;

/* What a parse reports, to `context`. Any handler may be NULL. */
typedef struct rk_xml_handlers {
    /* An element starts. `local_name` and `uri` (NULL: no namespace) are NUL-terminated UTF-8;
     * `attributes` holds five pointers per attribute: local name, prefix (or NULL), namespace URI
     * (or NULL), start of the value, end of the value (the value is not NUL-terminated, is
     * normalized, and has its references resolved except that '&' arrives as "&#38;").
     * `end_offset` is the number of bytes parsed so far: the start tag ends at or just before it.
     * Returns 0 to go on, anything else to stop the parse here. */
    int (*start_element)(void *context, const uint8_t *local_name, const uint8_t *uri, int32_t attribute_count,
                         const uint8_t *const *attributes, int64_t end_offset);
    /* The innermost open element ends. */
    void (*end_element)(void *context);
    /* Text, CDATA or white space inside an element, in pieces of `length` bytes (not
     * NUL-terminated). Comments and processing instructions are not reported. */
    void (*characters)(void *context, const uint8_t *text, int32_t length);
    /* A document type declaration was met, with the parser `end_offset` bytes in; the parse stops
     * right after this call. */
    void (*doctype)(void *context, int64_t end_offset);
    /* An error or a warning. Errors raised after the parse was stopped are not reported (they are
     * consequences of the stop). */
    void (*error)(void *context, const rk_xml_error *error);
} rk_xml_handlers;

/* A compiled RELAX NG schema (XML syntax); validations against one schema are serialized. */
typedef struct rk_xml_schema rk_xml_schema;

/* What rk_xml_parse found. */
enum {
    /* Well-formed (and valid, when a schema was given). */
    RK_XML_PARSED = 0,
    /* Not well-formed, or stopped (by start_element or a document type declaration). */
    RK_XML_MALFORMED = 1,
    /* Well-formed, but not valid against the schema. */
    RK_XML_INVALID = 2,
    /* The parser could not be created (out of memory). */
    RK_XML_NO_PARSER = -1,
    /* Well-formed; the schema validator could not be created (out of memory). */
    RK_XML_NO_VALIDATOR = -2,
};

/* Parses `length` bytes of a document, calling `handlers` with `context` as it goes. With a
 * `schema`, libxml2 also builds its own tree of the document and validates it once it is parsed
 * (well-formed and not stopped); the validator's errors go to handlers->error too. Returns one of
 * RK_XML_PARSED, RK_XML_MALFORMED, RK_XML_INVALID, RK_XML_NO_PARSER, RK_XML_NO_VALIDATOR. */
int rk_xml_parse(const uint8_t *bytes, int32_t length, rk_xml_schema *schema, const rk_xml_handlers *handlers,
                 void *context);

/* Compiles a RELAX NG schema (XML syntax) from `length` bytes; its `include` and `externalRef`
 * cannot load anything (the deny-all loader). Errors go to `error` (may be NULL) with `context`.
 * Returns NULL when the schema does not compile. */
rk_xml_schema *rk_xml_schema_compile(const uint8_t *bytes, int32_t length,
                                     void (*error)(void *context, const rk_xml_error *error), void *context);

/* Releases a compiled schema; safe on NULL. */
void rk_xml_schema_free(rk_xml_schema *schema);

#ifdef __cplusplus
}
#endif
#endif
