/* The floor for `actionable validate DIR`: walk DIR recursively, read every *.yaml and *.yml file from disk with
 * POSIX calls, and run libyaml's event loop over it (yaml_parser_parse until STREAM_END, each event deleted), on one
 * thread. Prints the number of files, bytes and events. Nothing of Actionable.
 *
 *   cc -O2 -o scan scan.c $(pkg-config --cflags --libs yaml-0.1)
 *   ./scan DIR [DIR ...]
 *
 * Exit status: 0 every file was read and parsed; 1 at least one file could not be read or is not well-formed YAML
 * (each is reported on standard error, and the walk goes on); 2 usage, or a path that cannot be walked. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

static unsigned long long files, bytes, events;
static int failures;
static unsigned char *buffer;
static size_t capacity;

static int has_suffix(const char *name, const char *suffix) {
    size_t n = strlen(name), s = strlen(suffix);
    return n >= s && strcmp(name + n - s, suffix) == 0;
}

/* Reads the whole file into `buffer`; returns its length, or -1 (reported) when it cannot be read. */
static long long read_file(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
        return -1;
    }
    size_t length = 0;
    for (;;) {
        if (length == capacity) {
            size_t grown = capacity ? capacity * 2 : 1 << 16;
            unsigned char *bigger = realloc(buffer, grown);
            if (!bigger) {
                fprintf(stderr, "%s: out of memory\n", path);
                close(fd);
                return -1;
            }
            buffer = bigger;
            capacity = grown;
        }
        ssize_t got = read(fd, buffer + length, capacity - length);
        if (got < 0) {
            if (errno == EINTR) continue;
            fprintf(stderr, "%s: cannot read: %s\n", path, strerror(errno));
            close(fd);
            return -1;
        }
        if (got == 0) break;
        length += (size_t)got;
    }
    close(fd);
    return (long long)length;
}

static void scan_file(const char *path) {
    long long length = read_file(path);
    if (length < 0) {
        failures++;
        return;
    }
    files++;
    bytes += (unsigned long long)length;
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "%s: cannot initialize the parser\n", path);
        failures++;
        return;
    }
    yaml_parser_set_input_string(&parser, buffer, (size_t)length);
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: %s\n", path, (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "cannot parse");
            failures++;
            break;
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
}

static int visit(const char *path, const struct stat *info, int type, struct FTW *ftw) {
    (void)info;
    if (type == FTW_DNR) {
        fprintf(stderr, "%s: cannot read the directory\n", path);
        failures++;
    } else if (type == FTW_F) {
        const char *name = path + ftw->base;
        if (has_suffix(name, ".yaml") || has_suffix(name, ".yml")) scan_file(path);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s DIR [DIR ...]\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        if (nftw(argv[i], visit, 32, FTW_PHYS) != 0) {
            fprintf(stderr, "%s: cannot walk: %s\n", argv[i], strerror(errno));
            return 2;
        }
    }
    free(buffer);
    printf("%llu files, %llu bytes, %llu events\n", files, bytes, events);
    return failures ? 1 : 0;
}
