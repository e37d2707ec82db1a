/* libxml2 behind the narrow API of CRefreshXML.h: the secure-parsing rules (one initialization,
 * a deny-all external entity loader, XML_PARSE_NONET only, no DOCTYPE, every error to the caller)
 * are kept here, and libxml2's headers are included only here. */
#include "CRefreshXML.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <pthread.h>
#include <stdlib.h>

/* The header's numbers are libxml2's. */
_Static_assert((int)RK_XML_LEVEL_WARNING == (int)XML_ERR_WARNING, "level");
_Static_assert((int)RK_XML_LEVEL_ERROR == (int)XML_ERR_ERROR, "level");
_Static_assert((int)RK_XML_LEVEL_FATAL == (int)XML_ERR_FATAL, "level");
_Static_assert((int)RK_XML_FROM_PARSER == (int)XML_FROM_PARSER, "domain");
_Static_assert((int)RK_XML_FROM_NAMESPACE == (int)XML_FROM_NAMESPACE, "domain");
_Static_assert((int)RK_XML_FROM_MEMORY == (int)XML_FROM_MEMORY, "domain");
_Static_assert((int)RK_XML_FROM_IO == (int)XML_FROM_IO, "domain");
_Static_assert((int)RK_XML_FROM_I18N == (int)XML_FROM_I18N, "domain");
#define RK_XML_SAME(name) _Static_assert((int)RK_XML_##name == (int)XML_##name, #name)
RK_XML_SAME(ERR_NO_MEMORY);
RK_XML_SAME(ERR_DOCUMENT_EMPTY);
RK_XML_SAME(ERR_DOCUMENT_END);
RK_XML_SAME(ERR_INVALID_HEX_CHARREF);
RK_XML_SAME(ERR_INVALID_DEC_CHARREF);
RK_XML_SAME(ERR_INVALID_CHARREF);
RK_XML_SAME(ERR_INVALID_CHAR);
RK_XML_SAME(ERR_ENTITYREF_NO_NAME);
RK_XML_SAME(ERR_ENTITYREF_SEMICOL_MISSING);
RK_XML_SAME(ERR_UNDECLARED_ENTITY);
RK_XML_SAME(WAR_UNDECLARED_ENTITY);
RK_XML_SAME(ERR_UNSUPPORTED_ENCODING);
RK_XML_SAME(ERR_STRING_NOT_STARTED);
RK_XML_SAME(ERR_STRING_NOT_CLOSED);
RK_XML_SAME(ERR_LT_IN_ATTRIBUTE);
RK_XML_SAME(ERR_ATTRIBUTE_NOT_STARTED);
RK_XML_SAME(ERR_ATTRIBUTE_NOT_FINISHED);
RK_XML_SAME(ERR_ATTRIBUTE_WITHOUT_VALUE);
RK_XML_SAME(ERR_ATTRIBUTE_REDEFINED);
RK_XML_SAME(ERR_COMMENT_NOT_FINISHED);
RK_XML_SAME(ERR_PI_NOT_STARTED);
RK_XML_SAME(ERR_PI_NOT_FINISHED);
RK_XML_SAME(ERR_XMLDECL_NOT_STARTED);
RK_XML_SAME(ERR_XMLDECL_NOT_FINISHED);
RK_XML_SAME(ERR_MISPLACED_CDATA_END);
RK_XML_SAME(ERR_CDATA_NOT_FINISHED);
RK_XML_SAME(ERR_RESERVED_XML_NAME);
RK_XML_SAME(ERR_SPACE_REQUIRED);
RK_XML_SAME(ERR_NAME_REQUIRED);
RK_XML_SAME(ERR_LT_REQUIRED);
RK_XML_SAME(ERR_GT_REQUIRED);
RK_XML_SAME(ERR_LTSLASH_REQUIRED);
RK_XML_SAME(ERR_EQUAL_REQUIRED);
RK_XML_SAME(ERR_TAG_NAME_MISMATCH);
RK_XML_SAME(ERR_TAG_NOT_FINISHED);
RK_XML_SAME(ERR_STANDALONE_VALUE);
RK_XML_SAME(ERR_ENCODING_NAME);
RK_XML_SAME(ERR_HYPHEN_IN_COMMENT);
RK_XML_SAME(ERR_VALUE_REQUIRED);
RK_XML_SAME(ERR_EXTRA_CONTENT);
RK_XML_SAME(ERR_VERSION_MISSING);
RK_XML_SAME(WAR_UNKNOWN_VERSION);
RK_XML_SAME(WAR_NS_URI);
RK_XML_SAME(WAR_NS_URI_RELATIVE);
RK_XML_SAME(WAR_NS_COLUMN);
RK_XML_SAME(ERR_UNKNOWN_VERSION);
RK_XML_SAME(ERR_NAME_TOO_LONG);
RK_XML_SAME(NS_ERR_XML_NAMESPACE);
RK_XML_SAME(NS_ERR_UNDEFINED_NAMESPACE);
RK_XML_SAME(NS_ERR_QNAME);
RK_XML_SAME(NS_ERR_ATTRIBUTE_REDEFINED);
RK_XML_SAME(NS_ERR_EMPTY);
RK_XML_SAME(NS_ERR_COLON);
#undef RK_XML_SAME

/* ------------------------------------------------------------ once per process */

/* The external entity loader of the whole process: it loads nothing. */
static xmlParserInputPtr rk_xml_deny_entities(const char *url, const char *id, xmlParserCtxtPtr ctxt) {
    (void)url;
    (void)id;
    (void)ctxt;
    return NULL;
}

static pthread_once_t rk_xml_once = PTHREAD_ONCE_INIT;

static void rk_xml_initialize_once(void) {
    xmlInitParser();
    xmlSetExternalEntityLoader(rk_xml_deny_entities);
}

static void rk_xml_initialize(void) { pthread_once(&rk_xml_once, rk_xml_initialize_once); }

/* ------------------------------------------------------------ one parse */

/* The state of one parse (or schema compilation), reached from libxml2's callbacks through
 * ctxt->_private, or given to them as their data. */
typedef struct rk_xml_parse_state {
    xmlParserCtxtPtr ctxt; /* NULL while a schema compiles */
    const rk_xml_handlers *handlers;
    void *context;
    /* Whether libxml2 builds its own tree (for a schema to validate), with its tree builder's
     * callbacks, which ours call on. */
    int builds_tree;
    startElementNsSAX2Func tree_start_element;
    endElementNsSAX2Func tree_end_element;
    charactersSAXFunc tree_characters;
    /* The document being validated: its elements carry their end offset + 1 in _private. */
    xmlDocPtr validated;
    /* Set once the parse was stopped; later errors are consequences and not reported. */
    int stopped;
} rk_xml_parse_state;

static rk_xml_parse_state *rk_xml_state(void *ctx) {
    xmlParserCtxtPtr ctxt = ctx;
    return ctxt == NULL ? NULL : ctxt->_private;
}

static void rk_xml_stop(rk_xml_parse_state *state) {
    state->stopped = 1;
    xmlStopParser(state->ctxt);
}

/* Hands libxml2's error to the caller's handler; `context_free` for an error raised without a
 * parser context (it takes the parser's position when it has no place). */
static void rk_xml_report(rk_xml_parse_state *state, const xmlError *error, int context_free) {
    if (state == NULL || error == NULL || state->stopped || state->handlers->error == NULL) return;
    rk_xml_error out = {
        .level = (int32_t)error->level,
        .domain = error->domain,
        .code = error->code,
        .line = error->line,
        .column = error->int2,
        .at_parser_position = 0,
        .element_end_offset = -1,
        .message = error->message,
        .str1 = error->str1,
        .str2 = error->str2,
        .int1 = error->int1,
    };
    if (context_free && out.line == 0 && state->ctxt != NULL && state->ctxt->input != NULL) {
        out.line = state->ctxt->input->line;
        out.column = state->ctxt->input->col;
        out.at_parser_position = 1;
    }
    xmlNodePtr node = error->node;
    if (state->validated != NULL && node != NULL && node->type == XML_ELEMENT_NODE && node->doc == state->validated &&
        node->_private != NULL) {
        out.element_end_offset = (int64_t)(intptr_t)node->_private - 1;
    }
    state->handlers->error(state->context, &out);
}

/* The parser's own errors (sax->serror; the data is the parser context). */
static void rk_xml_parser_error(void *ctx, xmlErrorPtr error) { rk_xml_report(rk_xml_state(ctx), error, 0); }

/* Errors libxml2 raises without a parser context (encoding and I/O): while a document parses,
 * the thread's structured handler points here with the parser context as its data, so that
 * libxml2 prints nothing ("encoding error : ...") and the error gets a place in the document. */
static void rk_xml_context_free_error(void *ctx, xmlErrorPtr error) { rk_xml_report(rk_xml_state(ctx), error, 1); }

/* The schema parser's and validator's errors (their data is the state). */
static void rk_xml_schema_error(void *data, xmlErrorPtr error) { rk_xml_report(data, error, 0); }

static void rk_xml_start_element(void *ctx, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                                 int namespace_count, const xmlChar **namespaces, int attribute_count,
                                 int defaulted_count, const xmlChar **attributes) {
    rk_xml_parse_state *state = rk_xml_state(ctx);
    if (state == NULL || state->stopped) return;
    int64_t end = (int64_t)xmlByteConsumed(state->ctxt);
    if (state->handlers->start_element != NULL &&
        state->handlers->start_element(state->context, local_name, uri, attribute_count,
                                       (const uint8_t *const *)attributes, end) != 0) {
        rk_xml_stop(state);
        return;
    }
    if (!state->builds_tree || state->tree_start_element == NULL) return;
    state->tree_start_element(ctx, local_name, prefix, uri, namespace_count, namespaces, attribute_count,
                              defaulted_count, attributes);
    xmlNodePtr node = state->ctxt->node;
    if (node != NULL && end >= 0) node->_private = (void *)(intptr_t)(end + 1);
}

static void rk_xml_end_element(void *ctx, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri) {
    rk_xml_parse_state *state = rk_xml_state(ctx);
    if (state == NULL || state->stopped) return;
    if (state->handlers->end_element != NULL) state->handlers->end_element(state->context);
    if (state->builds_tree && state->tree_end_element != NULL) state->tree_end_element(ctx, local_name, prefix, uri);
}

static void rk_xml_characters(void *ctx, const xmlChar *text, int length) {
    rk_xml_parse_state *state = rk_xml_state(ctx);
    if (state == NULL || state->stopped || text == NULL || length <= 0) return;
    if (state->handlers->characters != NULL) state->handlers->characters(state->context, text, length);
    if (state->builds_tree && state->tree_characters != NULL) state->tree_characters(ctx, text, length);
}

/* A document type declaration, with or without an internal subset: reported, and the parse stops
 * before any entity is declared or an external DTD is looked at. */
static void rk_xml_doctype(void *ctx, const xmlChar *name, const xmlChar *external_id, const xmlChar *system_id) {
    (void)name;
    (void)external_id;
    (void)system_id;
    rk_xml_parse_state *state = rk_xml_state(ctx);
    if (state == NULL || state->stopped) return;
    if (state->handlers->doctype != NULL) state->handlers->doctype(state->context, (int64_t)xmlByteConsumed(state->ctxt));
    rk_xml_stop(state);
}

static void rk_xml_install(rk_xml_parse_state *state) {
    xmlSAXHandlerPtr sax = state->ctxt->sax;
    state->tree_start_element = sax->startElementNs;
    state->tree_end_element = sax->endElementNs;
    state->tree_characters = sax->characters;
    sax->serror = rk_xml_parser_error;
    sax->internalSubset = rk_xml_doctype;
    sax->externalSubset = rk_xml_doctype;
    sax->startElementNs = rk_xml_start_element;
    sax->endElementNs = rk_xml_end_element;
    sax->characters = rk_xml_characters;
    sax->ignorableWhitespace = rk_xml_characters;
    sax->cdataBlock = rk_xml_characters;
    if (!state->builds_tree) {
        /* Without a tree of libxml2's, comments and processing instructions are dropped as read. */
        sax->comment = NULL;
        sax->processingInstruction = NULL;
    }
}

struct rk_xml_schema {
    xmlRelaxNGPtr compiled;
    /* Serializes the validations against this schema. */
    pthread_mutex_t lock;
};

static int rk_xml_validate(rk_xml_parse_state *state, rk_xml_schema *schema, xmlDocPtr doc) {
    pthread_mutex_lock(&schema->lock);
    int result = RK_XML_NO_VALIDATOR;
    xmlRelaxNGValidCtxtPtr validator = xmlRelaxNGNewValidCtxt(schema->compiled);
    if (validator != NULL) {
        state->validated = doc;
        xmlRelaxNGSetValidStructuredErrors(validator, rk_xml_schema_error, state);
        result = xmlRelaxNGValidateDoc(validator, doc) == 0 ? RK_XML_PARSED : RK_XML_INVALID;
        xmlRelaxNGFreeValidCtxt(validator);
        state->validated = NULL;
    }
    pthread_mutex_unlock(&schema->lock);
    return result;
}

int rk_xml_parse(const uint8_t *bytes, int32_t length, rk_xml_schema *schema, const rk_xml_handlers *handlers,
                 void *context) {
    rk_xml_initialize();
    xmlParserCtxtPtr ctxt = xmlCreateMemoryParserCtxt((const char *)bytes, length);
    if (ctxt == NULL || ctxt->sax == NULL) {
        if (ctxt != NULL) xmlFreeParserCtxt(ctxt);
        return RK_XML_NO_PARSER;
    }
    rk_xml_parse_state state = {
        .ctxt = ctxt,
        .handlers = handlers,
        .context = context,
        .builds_tree = schema != NULL,
    };
    rk_xml_install(&state);
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET);
    ctxt->_private = &state;
    xmlStructuredErrorFunc previous_handler = xmlStructuredError;
    void *previous_context = xmlStructuredErrorContext;
    xmlSetStructuredErrorFunc(ctxt, rk_xml_context_free_error);
    xmlParseDocument(ctxt);
    int result = !state.stopped && ctxt->wellFormed ? RK_XML_PARSED : RK_XML_MALFORMED;
    if (result == RK_XML_PARSED && schema != NULL && ctxt->myDoc != NULL) {
        result = rk_xml_validate(&state, schema, ctxt->myDoc);
    }
    xmlSetStructuredErrorFunc(previous_context, previous_handler);
    if (ctxt->myDoc != NULL) xmlFreeDoc(ctxt->myDoc);
    ctxt->myDoc = NULL;
    ctxt->_private = NULL;
    xmlFreeParserCtxt(ctxt);
    return result;
}

rk_xml_schema *rk_xml_schema_compile(const uint8_t *bytes, int32_t length,
                                     void (*error)(void *context, const rk_xml_error *error), void *context) {
    rk_xml_initialize();
    rk_xml_handlers handlers = {.error = error};
    rk_xml_parse_state state = {.handlers = &handlers, .context = context};
    xmlRelaxNGParserCtxtPtr parser = xmlRelaxNGNewMemParserCtxt((const char *)bytes, length);
    if (parser == NULL) return NULL;
    xmlRelaxNGSetParserStructuredErrors(parser, rk_xml_schema_error, &state);
    xmlRelaxNGPtr compiled = xmlRelaxNGParse(parser);
    xmlRelaxNGFreeParserCtxt(parser);
    if (compiled == NULL) return NULL;
    rk_xml_schema *schema = malloc(sizeof *schema);
    if (schema == NULL || pthread_mutex_init(&schema->lock, NULL) != 0) {
        free(schema);
        xmlRelaxNGFree(compiled);
        return NULL;
    }
    schema->compiled = compiled;
    return schema;
}

void rk_xml_schema_free(rk_xml_schema *schema) {
    if (schema == NULL) return;
    xmlRelaxNGFree(schema->compiled);
    pthread_mutex_destroy(&schema->lock);
    free(schema);
}
