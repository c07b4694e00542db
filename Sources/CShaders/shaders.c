// Compiles the repository's top-level shaders/ into the library, byte for
// byte (C23 #embed, which clang also records as a build dependency), so an app
// depending on the package draws with no shader files to install or find,
// and shaders/ stays the one copy of each source.
#include <string.h>
#include "CShaders.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char quad_vert[] = {
#embed "../../shaders/quad.vert"
    , 0 };
static const char strips_vert[] = {
#embed "../../shaders/strips.vert"
    , 0 };
static const char rects_vert[] = {
#embed "../../shaders/rects.vert"
    , 0 };
static const char rects_frag[] = {
#embed "../../shaders/rects.frag"
    , 0 };
static const char solid_frag[] = {
#embed "../../shaders/solid.frag"
    , 0 };
static const char rounded_frag[] = {
#embed "../../shaders/rounded.frag"
    , 0 };
static const char textured_frag[] = {
#embed "../../shaders/textured.frag"
    , 0 };
static const char turned_vert[] = {
#embed "../../shaders/turned.vert"
    , 0 };
static const char turned_frag[] = {
#embed "../../shaders/turned.frag"
    , 0 };
static const char turned_over_black_frag[] = {
#embed "../../shaders/turned-over-black.frag"
    , 0 };
static const char blit_frag[] = {
#embed "../../shaders/blit.frag"
    , 0 };
static const char tinted_frag[] = {
#embed "../../shaders/tinted.frag"
    , 0 };
static const char shadow_frag[] = {
#embed "../../shaders/shadow.frag"
    , 0 };

static const struct { const char *name; const char *source; } shaders[] = {
    { "quad.vert", quad_vert }, { "strips.vert", strips_vert }, { "solid.frag", solid_frag },
    { "rounded.frag", rounded_frag }, { "textured.frag", textured_frag },
    { "turned.vert", turned_vert }, { "turned.frag", turned_frag },
    { "turned-over-black.frag", turned_over_black_frag }, { "blit.frag", blit_frag },
    { "tinted.frag", tinted_frag }, { "shadow.frag", shadow_frag },
    { "rects.vert", rects_vert }, { "rects.frag", rects_frag },
};

const char *slideout_shader_source(const char *name) {
    for (unsigned i = 0; i < sizeof shaders / sizeof shaders[0]; i++) {
        if (strcmp(shaders[i].name, name) == 0) return shaders[i].source;
    }
    return NULL;
}
