/* The libxml2 peer of skin loading: parse and RELAX NG validation, nothing else. libxml2 headers
 * are included only here. */
#include "CBenchSupport.h"

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <stdio.h>
#include <stdlib.h>

struct rk_bench_relaxng {
    xmlRelaxNGPtr schema;
};

static void rk_bench_ignore_error(void *context, xmlErrorPtr error) {
    (void)context;
    (void)error;
}

rk_bench_relaxng *rk_bench_relaxng_open(const char *bytes, int32_t length) {
    xmlInitParser();
    xmlRelaxNGParserCtxtPtr parser = xmlRelaxNGNewMemParserCtxt(bytes, length);
    if (parser == NULL) return NULL;
    xmlRelaxNGSetParserStructuredErrors(parser, rk_bench_ignore_error, NULL);
    xmlRelaxNGPtr schema = xmlRelaxNGParse(parser);
    xmlRelaxNGFreeParserCtxt(parser);
    if (schema == NULL) return NULL;
    rk_bench_relaxng *result = malloc(sizeof *result);
    if (result == NULL) {
        xmlRelaxNGFree(schema);
        return NULL;
    }
    result->schema = schema;
    return result;
}

void rk_bench_relaxng_close(rk_bench_relaxng *schema) {
    if (schema == NULL) return;
    xmlRelaxNGFree(schema->schema);
    free(schema);
}

/* Reads the whole file (RefreshXML installs a deny-all external entity loader for the process,
 * which also stops xmlReadFile, so documents are parsed from memory, as RefreshXML does). */
static char *rk_bench_read_file(const char *path, int *length) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    size_t capacity = 16384, used = 0;
    char *bytes = malloc(capacity);
    while (bytes != NULL) {
        used += fread(bytes + used, 1, capacity - used, file);
        if (used < capacity) break;
        capacity *= 2;
        char *grown = realloc(bytes, capacity);
        if (grown == NULL) free(bytes);
        bytes = grown;
    }
    fclose(file);
    *length = (int)used;
    return bytes;
}

int rk_bench_xml_parse_validate_file(const rk_bench_relaxng *schema, const char *path) {
    int length = 0;
    char *bytes = rk_bench_read_file(path, &length);
    if (bytes == NULL) return -1;
    xmlParserCtxtPtr context = xmlNewParserCtxt();
    if (context == NULL) {
        free(bytes);
        return -1;
    }
    context->sax->serror = rk_bench_ignore_error;
    xmlDocPtr doc = xmlCtxtReadMemory(context, bytes, length, path, NULL, XML_PARSE_NONET);
    xmlFreeParserCtxt(context);
    free(bytes);
    if (doc == NULL) return -1;
    if (schema == NULL) {
        xmlFreeDoc(doc);
        return 0;
    }
    int result = 1;
    xmlRelaxNGValidCtxtPtr validator = xmlRelaxNGNewValidCtxt(schema->schema);
    if (validator != NULL) {
        xmlRelaxNGSetValidStructuredErrors(validator, rk_bench_ignore_error, NULL);
        result = xmlRelaxNGValidateDoc(validator, doc) == 0 ? 0 : 1;
        xmlRelaxNGFreeValidCtxt(validator);
    }
    xmlFreeDoc(doc);
    return result;
}

int rk_bench_xml_parse_file(const char *path) {
    return rk_bench_xml_parse_validate_file(NULL, path);
}
