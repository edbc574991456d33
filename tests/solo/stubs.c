/* Stand-ins for the drawing and front-end calls solo.c names; the benchmark never draws. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "puzzles.h"
#include "gluefe.h"

void clip(drawing *dr, int x, int y, int w, int h) {}
void unclip(drawing *dr) {}
void draw_line(drawing *dr, int x1, int y1, int x2, int y2, int colour) {}
void draw_polygon(drawing *dr, const int *coords, int npoints, int fillcolour, int outlinecolour) {}
void draw_rect(drawing *dr, int x, int y, int w, int h, int colour) {}
void draw_text(drawing *dr, int x, int y, int fonttype, int fontsize, int align, int colour, const char *text) {}
void draw_update(drawing *dr, int x, int y, int w, int h) {}
void frontend_default_colour(frontend *fe, float *output) {}
int print_grey_colour(drawing *dr, float grey) { return 0; }
void print_line_dotted(drawing *dr, bool dotted) {}
void print_line_width(drawing *dr, int width) {}
int print_mono_colour(drawing *dr, int grey) { return 0; }
void check_abort(void) {}
void fatal(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}
