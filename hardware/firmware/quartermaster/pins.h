// Wiring of the rig (Arduino Nano/Uno). hardware/README.md has the same table for people.
#pragma once
#include <Arduino.h>

namespace pins {
const uint8_t HX_DOUT_LEFT = 2;   // HX711 under the left cup (channel 0)
const uint8_t HX_DOUT_RIGHT = 3;  // HX711 under the right cup (channel 1)
const uint8_t HX_SCK = 4;         // shared by both HX711
const uint8_t HX_RATE = 5;        // both HX711 RATE pins: LOW 10 SPS, HIGH 80 SPS
const uint8_t RFID_SS2 = 8;       // optional second MFRC522 (reader 1)
const uint8_t RFID_RST = 9;       // MFRC522 RST (both readers)
const uint8_t RFID_SS = 10;       // MFRC522 reader 0; SPI on 11 (MOSI), 12 (MISO), 13 (SCK)
}  // namespace pins
