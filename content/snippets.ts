export type Snippet = {
  readonly id: string;
  readonly title: string;
  readonly language: 'C#' | 'GDScript' | 'JavaScript';
  readonly description: string;
  readonly code: string;
};

export const snippets = [
  {
    id: 'unity-difficulty-swap',
    title: 'Swap difficulty at runtime',
    language: 'C#',
    description:
      'Keep one PhysicsDropperConfig asset per difficulty and hand the game a different one, instead of editing fields from code: it applies from the next frame.',
    code: `using Microloop.PhysicsDropper;
using UnityEngine;

public class DifficultySwitcher : MonoBehaviour
{
    [SerializeField] PhysicsDropperGame game;
    [SerializeField] PhysicsDropperConfig easy, hard;

    public void SetHard(bool isHard) =>
        game.config = isHard ? hard : easy;
}`,
  },
  {
    id: 'godot-score-signal',
    title: 'Score every landed drop',
    language: 'GDScript',
    description:
      'Instance the kit’s main.tscn under your own node and connect to its landed signal: the bin a ball settled in (0 is the leftmost) and the points it scored.',
    code: `extends Node2D
## Parent of the PhysicsDropper kit's main.tscn, instanced (its root node is PhysicsDropper).

@onready var game = $PhysicsDropper
var total := 0


func _ready() -> void:
	game.landed.connect(_on_landed)


func _on_landed(bin: int, points: int) -> void:
	total += points
	print("Bin %d: +%d (total %d)" % [bin, points, total])`,
  },
  {
    id: 'js-live-gravity',
    title: 'Tune gravity from a slider',
    language: 'JavaScript',
    description:
      'The JS templates are dependency-free ES modules: mount one on a canvas and push new values from a range input while the round is running.',
    code: `// In a page with <canvas id="board"></canvas> and <input type="range" min="1" max="20" step="0.1" value="9.8">: the
// slider's range is Gravity's.
import { createGame } from './src/physics-dropper.js';

const game = createGame(document.querySelector('#board'), {});
const slider = document.querySelector('input');

slider.addEventListener('input', () => {
  game.update({ gravity: Number(slider.value) });
});

game.start();`,
  },
] as const satisfies readonly Snippet[];
