/* Runs one command as a whole process and prints what the kernel accounted for it:
 *
 *   runner STDOUT_FILE -- COMMAND [ARG ...]
 *   -> "wall_s user_s sys_s maxrss_kib exit_status"
 *
 * The command's standard output goes to STDOUT_FILE (e.g. /dev/null), its standard error is inherited. Wall time is
 * CLOCK_MONOTONIC read just before fork and just after wait4 returns; user, system and peak resident memory are
 * wait4's rusage of the child (ru_maxrss, KiB on Linux).
 *
 * Why C and not a Python helper: Linux carries the high-water mark of the memory a process had before exec into its
 * ru_maxrss, and a forked child starts with its parent's. A child of a Python process therefore never reads below
 * Python's own peak (10+ MiB); a child of this program reads from about 1 MiB, below the C scan's own peak. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval t) { return (double)t.tv_sec + (double)t.tv_usec / 1e6; }

int main(int argc, char **argv) {
    if (argc < 4 || strcmp(argv[2], "--") != 0) {
        fprintf(stderr, "usage: %s STDOUT_FILE -- COMMAND [ARG ...]\n", argv[0]);
        return 2;
    }
    int out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0) {
        fprintf(stderr, "%s: %s\n", argv[1], strerror(errno));
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 2;
    }
    if (pid == 0) {
        dup2(out, STDOUT_FILENO);
        close(out);
        execvp(argv[3], argv + 3);
        fprintf(stderr, "%s: %s\n", argv[3], strerror(errno));
        _exit(127);
    }
    close(out);
    int status;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("wait4");
            return 2;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double wall = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%.6f %.6f %.6f %ld %d\n", wall, seconds(usage.ru_utime), seconds(usage.ru_stime), usage.ru_maxrss, code);
    return 0;
}
