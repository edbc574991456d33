/* The calls jiugong's benchmark makes into Simon Tatham's Solo: solo.c is included whole, so
 * that its static functions (decode_params, validate_desc, new_game, solver, new_game_desc)
 * can be called as its own front ends call them. */
#include "solo.c"

/* Solves game ID `id` (NUL-terminated) with Solo's solver and grader: writes the grid it
 * reaches (cr*cr digits, 0 where unsolved) into `grid` (at most `cap`), returns Solo's
 * difficulty (DIFF_BLOCK 0 ... DIFF_RECURSIVE 5, DIFF_AMBIGUOUS 6, DIFF_IMPOSSIBLE 7), or -1
 * for an ID Solo refuses. */
int solo_peer_solve(const char *id, unsigned char *grid, int cap)
{
    const char *colon = strchr(id, ':');
    char params_text[80];
    size_t plen;
    game_params *p;
    game_state *s;
    struct difficulty dlev;
    int i, area, diff;

    if (!colon)
        return -1;
    plen = (size_t)(colon - id);
    if (plen >= sizeof params_text)
        return -1;
    memcpy(params_text, id, plen);
    params_text[plen] = '\0';
    p = default_params();
    decode_params(p, params_text);
    if (validate_params(p, true) || validate_desc(p, colon + 1)) {
        free_params(p);
        return -1;
    }
    s = new_game(NULL, p, colon + 1);
    dlev.maxdiff = DIFF_RECURSIVE;
    dlev.maxkdiff = DIFF_KINTERSECT;
    solver(s->cr, s->blocks, s->kblocks, s->xtype, s->grid, s->kgrid, &dlev);
    area = s->cr * s->cr;
    for (i = 0; i < area && i < cap; i++)
        grid[i] = (unsigned char)s->grid[i];
    diff = dlev.diff;
    free_game(s);
    free_params(p);
    return diff;
}

/* A new puzzle of `params_text` (Solo's parameters: `3x3`, `9jdi`, `3x3kdb` ...) from the
 * random seed `seed`, as `PARAMS:DESC` in `out` (at most `cap` bytes with the NUL); returns
 * its length, or -1 for parameters Solo refuses or an ID that does not fit. */
int solo_peer_generate(const char *params_text, const char *seed, char *out, int cap)
{
    game_params *p = default_params();
    random_state *rs;
    char *enc, *desc, *aux = NULL;
    int n;

    decode_params(p, params_text);
    if (validate_params(p, true)) {
        free_params(p);
        return -1;
    }
    rs = random_new(seed, (int)strlen(seed));
    desc = new_game_desc(p, rs, &aux, false);
    enc = encode_params(p, false);
    n = snprintf(out, (size_t)cap, "%s:%s", enc, desc);
    sfree(enc);
    sfree(desc);
    sfree(aux);
    random_free(rs);
    free_params(p);
    return n < cap ? n : -1;
}
