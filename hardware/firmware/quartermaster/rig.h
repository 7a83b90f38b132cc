// The rig's main program: setup() and loop() for the Arduino core (see quartermaster.ino).
#pragma once
#define QM_FIRMWARE_VERSION "1.0.0"
#ifndef QM_BOARD
#define QM_BOARD "nano"
#endif
