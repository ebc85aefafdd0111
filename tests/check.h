/* A minimal test harness: CHECK records a failure with its place and goes on. */
#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>

static int check_failures, check_count;

#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        check_count++;                                                     \
        if (!(cond)) {                                                     \
            check_failures++;                                              \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                  \
            fputc('\n', stderr);                                           \
        }                                                                  \
    } while (0)

static inline int check_report(const char *name)
{
    printf("%s: %d passed, %d failed\n", name, check_count - check_failures, check_failures);
    return check_failures ? 1 : 0;
}
#endif
