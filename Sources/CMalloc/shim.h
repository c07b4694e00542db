// glibc's malloc statistics (mallinfo2), which Swift's Glibc module leaves out.
#include <malloc.h>
