#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
