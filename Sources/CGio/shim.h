#include <gio/gio.h>

/* G_VARIANT_TYPE is a cast macro, which Swift does not import. */
static inline const GVariantType *slideout_variant_type(const char *type_string) {
    return (const GVariantType *)type_string;
}
