/* A saved game as one player sees it: what an outside program in that seat may know (the bot protocol).
 * The core drops the seed and the stack beyond the tiles drawn so far; each module masks its own
 * secrets, knowing who took each action. */
#include <cjson/cJSON.h>
#include <stdlib.h>

#include "carc_internal.h"

/* Who took each action of the log: the setup is replayed and asked before every action. */
static int *log_actors(const carc_game *g, cJSON *save)
{
    int *actors = calloc((size_t)g->nlog + 1, sizeof *actors);
    if (!actors) return NULL;
    cJSON *actions = cJSON_DetachItemFromObject(save, "actions");
    char *text = cJSON_PrintUnformatted(save);
    cJSON_AddItemToObject(save, "actions", actions ? actions : cJSON_CreateArray());
    carc_replay r;
    bool ok = text && carc_replay_text(g->rules, text, "view", &r);
    free(text);
    for (int i = 0; ok && i < g->nlog; i++) {
        carc_err err;
        actors[i] = carc_game_current_player(r.game);
        if (carc_game_apply(r.game, &g->log[i], &err) != CARC_OK) ok = false;
    }
    carc_game_free(r.game);
    if (!ok) {
        free(actors);
        return NULL;
    }
    return actors;
}

cJSON *carc_game_view_json(const carc_game *g, int viewer)
{
    cJSON *j = carc_game_save_json(g);
    cJSON *setup = cJSON_GetObjectItemCaseSensitive(j, "setup");
    int *actors = log_actors(g, j);
    cJSON_DeleteItemFromObject(setup, "seed");
    /* the stack as it stood when play began, cut after the tiles drawn since */
    int drawn = g->stack_pos - (g->nstack - g->ninitial_stack);
    cJSON *draw = cJSON_GetObjectItemCaseSensitive(setup, "draw");
    while (draw && cJSON_GetArraySize(draw) > drawn && drawn >= 0) cJSON_DeleteItemFromArray(draw, drawn);
    for (int i = 0; i < g->nmods; i++)
        if (g->mods[i]->mask_view && actors) g->mods[i]->mask_view(g, g->mod_state[i], viewer, j, actors);
    free(actors);
    return j;
}
