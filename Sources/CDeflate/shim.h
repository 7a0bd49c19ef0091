#pragma once
#include <libdeflate.h>
