#pragma once
#include <cairo/cairo.h>
#include <cairo/cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
